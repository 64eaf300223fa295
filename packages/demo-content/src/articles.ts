import type { Locale } from '@magazine/contracts';
import { slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { articleAuthors, articles, articleTags } from '@magazine/db/schema';
import { isPairedRank, planRank, redirectRanks } from './article-plan';
import { countWords, renderBody } from './body';
import { type Concept, fillSlots, titleToSlugSource } from './concept';
import { ADULT_HEADLINES } from './content/headlines-adult';
import { articlePath, type SeedContext, SlugRegistry } from './context';
import { type ArticleDesign, designArticle } from './design';
import { makeId } from './ids';
import { coverImageSet } from './image-pool';
import { insertRows } from './insert';
import { previewHashes } from './preview';
import { streamFor } from './random';
import type { Taxonomy } from './taxonomy';

/** Ranks per transaction: up to twice as many articles, one per language. */
const RANKS_PER_BATCH = 250;
const WORDS_PER_MINUTE = 200;

interface Batch {
  articles: (typeof articles.$inferInsert)[];
  authors: (typeof articleAuthors.$inferInsert)[];
  tags: (typeof articleTags.$inferInsert)[];
}

interface LanguageState {
  slugs: SlugRegistry;
  /** slugs of redirect targets, remembered until the redirect that needs them */
  targetSlugs: Map<number, string>;
}

export interface ArticleIndex {
  /** id of the article at a rank, for the ranks collections asked for */
  idsByRank: Record<Locale, Map<number, string>>;
  count: number;
  /** the first draft written: the demo's sample preview */
  firstDraft?: { id: string; language: Locale };
}

export async function seedArticles(
  db: Db,
  ctx: SeedContext,
  taxonomy: Taxonomy,
  wantedRanks: Record<Locale, Set<number>>,
): Promise<ArticleIndex> {
  const n = ctx.articlesPerLanguage;
  const targets = new Set(redirectRanks(n).map((r) => r.target));
  const state: Record<Locale, LanguageState> = {
    vi: { slugs: new SlugRegistry(), targetSlugs: new Map() },
    en: { slugs: new SlugRegistry(), targetSlugs: new Map() },
  };
  const index: ArticleIndex = { idsByRank: { vi: new Map(), en: new Map() }, count: 0 };
  const titles: Record<Locale, Set<string>> = { vi: new Set(), en: new Set() };
  const titleOf = (concept: Concept, lang: Locale) =>
    fillSlots(concept.template.title[lang], concept.slots, lang);
  /** a search or a list showing the same headline twice reads as a fault, so an article avoids one in use */
  const takenIn =
    (...langs: Locale[]) =>
    (concept: Concept) =>
      langs.some((lang) => titles[lang].has(titleOf(concept, lang)));

  /** an adults-only rank draws its piece from the drink-and-nights-out headlines */
  const templatesOf = (rank: number) => (planRank(ctx, 'vi', rank).adultOnly ? ADULT_HEADLINES : undefined);

  const addArticle = (batch: Batch, lang: Locale, rank: number, design: ArticleDesign, groupId: string) => {
    const plan = planRank(ctx, lang, rank);
    const { concept } = design;
    const title = titleOf(concept, lang);
    titles[lang].add(title);
    const excerpt = fillSlots(concept.template.dek[lang], concept.slots, lang);
    const body = renderBody(design.body, lang);
    const slug = state[lang].slugs.claim(slugify(titleToSlugSource(title)));
    if (targets.has(rank)) state[lang].targetSlugs.set(rank, slug);
    const targetSlug =
      plan.redirectTargetRank === null ? undefined : state[lang].targetSlugs.get(plan.redirectTargetRank);
    const id = makeId(plan.publishedAt ?? plan.createdAt, ctx.seed, 'article', lang, rank);
    if (wantedRanks[lang].has(rank)) index.idsByRank[lang].set(rank, id);
    const images = coverImageSet(design.coverIndex, title);
    batch.articles.push({
      id,
      language: lang,
      slug,
      translationGroupId: groupId,
      title,
      excerpt,
      body,
      images,
      seo: { title, description: excerpt, image: images },
      urlMeta: {},
      isRedirect: targetSlug !== undefined,
      redirectTo: targetSlug === undefined ? null : articlePath(lang, targetSlug),
      status: plan.status,
      publishedAt: plan.publishedAt,
      isPinned: plan.isPinned,
      isEditorPick: plan.isEditorPick,
      isFeatured: plan.isFeatured,
      openPublishing: plan.openPublishing,
      adultOnly: ADULT_HEADLINES.includes(concept.template),
      viewCount: plan.viewCount,
      readingTimeMinutes: Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE)),
      topicId: taxonomy.topicIds.get(concept.topic) ?? null,
      seriesId: design.seriesIndex === null ? null : (taxonomy.seriesIds[design.seriesIndex] ?? null),
      vertical: design.vertical,
      createdAt: plan.createdAt,
      updatedAt: plan.publishedAt ?? plan.createdAt,
      ...(plan.status === 'draft' ? previewHashes(ctx.seed, id) : {}),
    });
    if (plan.status === 'draft' && !index.firstDraft) index.firstDraft = { id, language: lang };
    design.authorIndexes.forEach((a, position) => {
      batch.authors.push({ articleId: id, authorId: taxonomy.authorIds[a] as string, position });
    });
    design.tagIndexes.forEach((t, position) => {
      batch.tags.push({ articleId: id, tagId: taxonomy.tagIds[lang][t] as string, position });
    });
    index.count++;
  };

  for (let start = 0; start < n; start += RANKS_PER_BATCH) {
    const batch: Batch = { articles: [], authors: [], tags: [] };
    for (let rank = start; rank < Math.min(n, start + RANKS_PER_BATCH); rank++) {
      const date = planRank(ctx, 'vi', rank).createdAt;
      if (isPairedRank(rank)) {
        const design = designArticle(
          streamFor(ctx.seed, 'design', rank),
          taxonomy,
          rank * 5,
          takenIn('vi', 'en'),
          templatesOf(rank),
        );
        const groupId = makeId(date, ctx.seed, 'group', rank);
        addArticle(batch, 'vi', rank, design, groupId);
        addArticle(batch, 'en', rank, design, groupId);
      } else {
        for (const [offset, lang] of (['vi', 'en'] as const).entries()) {
          const design = designArticle(
            streamFor(ctx.seed, 'design', lang, rank),
            taxonomy,
            rank * 5 + offset * 3,
            takenIn(lang),
            templatesOf(rank),
          );
          addArticle(batch, lang, rank, design, makeId(date, ctx.seed, 'group', lang, rank));
        }
      }
    }
    await db.transaction(async (tx) => {
      await insertRows(tx, articles, batch.articles);
      await insertRows(tx, articleAuthors, batch.authors, 2000);
      await insertRows(tx, articleTags, batch.tags, 2000);
    });
    if (start > 0 && (start / RANKS_PER_BATCH) % 20 === 0) ctx.log(`articles: ${index.count} of ${2 * n}`);
  }
  return index;
}
