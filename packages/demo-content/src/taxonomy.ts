import { LOCALES, type Locale, slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { authors, series, tags, topics } from '@magazine/db/schema';
import { AUTHOR_ROLES, BIO_EXTRAS } from './content/author-bios';
import { SERIES } from './content/series';
import { CITIES } from './content/slots';
import { TAGS } from './content/tags';
import { TOPICS } from './content/topics';
import type { TopicKey } from './content/types';
import { launchDate, type SeedContext, SlugRegistry } from './context';
import { makeId } from './ids';
import { avatarImageSet, coverImageSet } from './image-pool';
import { insertRows } from './insert';
import { drawPeopleNames } from './people';

/** What article generation needs to know about the taxonomy rows. */
export interface Taxonomy {
  topicIds: Map<TopicKey, string>;
  /** per language, aligned with TAGS */
  tagIds: Record<Locale, string[]>;
  seriesIds: string[];
  authorIds: string[];
  authorsByTopic: Map<TopicKey, number[]>;
  citeNames: string[];
}

function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export async function seedTaxonomy(db: Db, ctx: SeedContext): Promise<Taxonomy> {
  const launch = launchDate(ctx);
  const topicRows = TOPICS.map((t, i) => {
    const createdAt = minutesAfter(launch, i);
    return {
      id: makeId(createdAt, ctx.seed, 'topic', t.key),
      slugVi: slugify(t.name.vi),
      slugEn: slugify(t.name.en),
      nameVi: t.name.vi,
      nameEn: t.name.en,
      descriptionVi: t.description.vi,
      descriptionEn: t.description.en,
      position: i,
      createdAt,
    };
  });
  const tagRows = LOCALES.flatMap((lang) =>
    TAGS.map((t, i) => {
      const createdAt = minutesAfter(launch, 60 + i);
      return {
        id: makeId(createdAt, ctx.seed, 'tag', lang, i),
        language: lang,
        slug: slugify(t[lang]),
        name: t[lang],
        createdAt,
      };
    }),
  );
  const seriesRows = SERIES.map((s, i) => {
    const createdAt = minutesAfter(launch, 120 + i);
    return {
      id: makeId(createdAt, ctx.seed, 'series', i),
      slugVi: slugify(s.title.vi),
      slugEn: slugify(s.title.en),
      titleVi: s.title.vi,
      titleEn: s.title.en,
      descriptionVi: s.description.vi,
      descriptionEn: s.description.en,
      cover: coverImageSet(20 + i, s.title.vi),
      createdAt,
    };
  });
  const names = drawPeopleNames(ctx.seed);
  const authorSlugs = new SlugRegistry();
  const authorsByTopic = new Map<TopicKey, number[]>();
  const authorRows = names.authors.map((name, i) => {
    const createdAt = minutesAfter(launch, 180 + i);
    const focus = [TOPICS[i % TOPICS.length], TOPICS[(i + 5) % TOPICS.length]].filter((t) => t !== undefined);
    for (const t of focus) authorsByTopic.set(t.key, [...(authorsByTopic.get(t.key) ?? []), i]);
    const role = i < 3 ? 'editor' : 'writer';
    const city = CITIES[i % CITIES.length] ?? { vi: 'Hà Nội', en: 'Hanoi' };
    const extra = BIO_EXTRAS[i % BIO_EXTRAS.length] ?? { vi: '', en: '' };
    const topicsVi = focus.map((t) => t.name.vi.toLowerCase()).join(' và ');
    const topicsEn = focus.map((t) => t.name.en.toLowerCase()).join(' and ');
    return {
      id: makeId(createdAt, ctx.seed, 'author', i),
      slug: authorSlugs.claim(slugify(name)),
      name,
      role,
      bioVi: `${name} là ${AUTHOR_ROLES[role].vi} chuyên viết về ${topicsVi}. ${extra.vi.replace('{city}', city.vi)}`,
      bioEn: `${name} is ${AUTHOR_ROLES[role].en} covering ${topicsEn}. ${extra.en.replace('{city}', city.en)}`,
      avatar: avatarImageSet(i, name),
      createdAt,
    };
  });

  await db.transaction(async (tx) => {
    await insertRows(tx, topics, topicRows);
    await insertRows(tx, tags, tagRows);
    await insertRows(tx, series, seriesRows);
    await insertRows(tx, authors, authorRows);
  });
  return {
    topicIds: new Map(topicRows.map((row, i) => [TOPICS[i]?.key as TopicKey, row.id])),
    tagIds: {
      vi: tagRows.filter((r) => r.language === 'vi').map((r) => r.id),
      en: tagRows.filter((r) => r.language === 'en').map((r) => r.id),
    },
    seriesIds: seriesRows.map((r) => r.id),
    authorIds: authorRows.map((r) => r.id),
    authorsByTopic,
    citeNames: names.citeNames,
  };
}
