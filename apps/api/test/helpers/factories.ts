// Rows for API tests: each factory inserts one row (and its links) with Drizzle and returns it.
// Defaults make a valid, live row; a test passes what its assertions are about.
import { type Block, calendarDay, IMAGE_PRESET_NAMES, type ImageSet, type Locale } from '@magazine/contracts';
import {
  articleAuthors,
  articles,
  articleTags,
  authors,
  collectionItems,
  collections,
  type Db,
  eventEditions,
  events,
  podcastEpisodes,
  podcastShows,
  type StoredSurveyQuestion,
  series,
  surveys,
  tags,
  topics,
  videos,
} from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';

const MINUTE_MS = 60_000;

let sequence = 0;
/** Unique within a test run, so default slugs never collide. */
const next = () => ++sequence;

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);
/** The calendar day (YYYY-MM-DD) in Vietnam `days` from today: a day pass's `validOn`. */
export const vietnamDay = (days: number) => calendarDay(new Date(Date.now() + days * 24 * 60 * MINUTE_MS));

/** An image in every preset, at the /media URLs the generator would use. */
export function testImage(name: string, alt = name): ImageSet {
  const sizes: ImageSet['sizes'] = {};
  for (const preset of IMAGE_PRESET_NAMES) sizes[preset] = `/media/test/${name}/${preset}.webp`;
  return { alt, sizes };
}

type NewTopic = typeof topics.$inferInsert;
type NewAuthor = typeof authors.$inferInsert;
type NewArticle = typeof articles.$inferInsert;

export async function createTopic(db: Db, fields: Partial<NewTopic> = {}) {
  const n = next();
  const [row] = await db
    .insert(topics)
    .values({
      id: uuidv7(),
      slugVi: `chu-de-${n}`,
      slugEn: `topic-${n}`,
      nameVi: `Chủ đề ${n}`,
      nameEn: `Topic ${n}`,
      position: n,
      ...fields,
    })
    .returning();
  return row!;
}

export async function createAuthor(db: Db, fields: Partial<NewAuthor> = {}) {
  const n = next();
  const [row] = await db
    .insert(authors)
    .values({ id: uuidv7(), slug: `tac-gia-${n}`, name: `Tác Giả ${n}`, ...fields })
    .returning();
  return row!;
}

export type ArticleFields = Partial<NewArticle> & {
  /** byline, in order */
  authorIds?: string[];
};

/**
 * One article, `published` a minute ago unless told otherwise; a `draft` has no date and a
 * `scheduled` one is due in an hour by default.
 */
export async function createArticle(db: Db, { authorIds = [], ...fields }: ArticleFields = {}) {
  const n = next();
  const language = (fields.language ?? 'vi') as Locale;
  const status = fields.status ?? 'published';
  const title = fields.title ?? (language === 'vi' ? `Bài viết số ${n}` : `Article number ${n}`);
  const body: Block[] = [
    { type: 'heading', level: 2, text: 'Mở đầu', anchor: 'mo-dau' },
    { type: 'paragraph', text: `Đoạn văn của ${title}.` },
  ];
  const [row] = await db
    .insert(articles)
    .values({
      id: uuidv7(),
      language,
      slug: `${language === 'vi' ? 'bai-viet' : 'article'}-${n}`,
      translationGroupId: uuidv7(),
      title,
      body,
      images: testImage(`article-${n}`, title),
      seo: { title, description: '', image: null },
      status,
      publishedAt: status === 'draft' ? null : status === 'scheduled' ? minutesFromNow(60) : minutesAgo(1),
      ...fields,
    })
    .returning();
  if (authorIds.length > 0) {
    await db
      .insert(articleAuthors)
      .values(authorIds.map((authorId, position) => ({ articleId: row!.id, authorId, position })));
  }
  return row!;
}

/** A Vietnamese article and its English translation (one translation group). */
export async function createTranslationPair(db: Db, fields: { vi?: ArticleFields; en?: ArticleFields } = {}) {
  const translationGroupId = uuidv7();
  const vi = await createArticle(db, { ...fields.vi, language: 'vi', translationGroupId });
  const en = await createArticle(db, { ...fields.en, language: 'en', translationGroupId });
  return { vi, en };
}

export async function createPodcastShow(db: Db, fields: Partial<typeof podcastShows.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(podcastShows)
    .values({
      id: uuidv7(),
      language: 'vi',
      slug: `chuong-trinh-${n}`,
      title: `Chương trình ${n}`,
      cover: testImage(`show-${n}`),
      ...fields,
    })
    .returning();
  return row!;
}

export async function createPodcastEpisode(
  db: Db,
  fields: Partial<typeof podcastEpisodes.$inferInsert> & { showId: string },
) {
  const n = next();
  const [row] = await db
    .insert(podcastEpisodes)
    .values({
      id: uuidv7(),
      language: 'vi',
      slug: `tap-${n}`,
      title: `Tập ${n}`,
      cover: testImage(`episode-${n}`),
      audioUrl: `/media/audio/episode-${n}.mp3`,
      durationSeconds: 1200,
      publishedAt: minutesAgo(1),
      ...fields,
    })
    .returning();
  return row!;
}

export async function createVideo(db: Db, fields: Partial<typeof videos.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(videos)
    .values({
      id: uuidv7(),
      language: 'vi',
      slug: `video-${n}`,
      title: `Video ${n}`,
      thumbnail: testImage(`video-${n}`),
      videoUrl: `https://video.example/${n}`,
      durationSeconds: 300,
      publishedAt: minutesAgo(1),
      ...fields,
    })
    .returning();
  return row!;
}

export async function createEventEdition(db: Db, programme: string | null = null): Promise<string> {
  const [edition] = await db.insert(eventEditions).values({ id: uuidv7(), programme }).returning();
  return edition!.id;
}

export async function createEvent(
  db: Db,
  fields: Partial<typeof events.$inferInsert> & { startAt: Date; endAt: Date },
) {
  const n = next();
  // an event of its own unless it is named as another language's row of an edition
  const editionId = fields.editionId ?? (await createEventEdition(db));
  const [row] = await db
    .insert(events)
    .values({
      id: uuidv7(),
      editionId,
      language: 'vi',
      slug: `su-kien-${n}`,
      title: `Sự kiện ${n}`,
      venue: 'Nhà Văn hoá Thanh niên',
      city: 'TP. Hồ Chí Minh',
      cover: testImage(`event-${n}`),
      ...fields,
    })
    .returning();
  return row!;
}

export async function createTag(db: Db, fields: Partial<typeof tags.$inferInsert> = {}) {
  const n = next();
  const language = fields.language ?? 'vi';
  const [row] = await db
    .insert(tags)
    .values({
      id: uuidv7(),
      language,
      slug: `${language === 'vi' ? 'the' : 'tag'}-${n}`,
      name: language === 'vi' ? `Thẻ ${n}` : `Tag ${n}`,
      ...fields,
    })
    .returning();
  return row!;
}

/** Tags an article, the tags in the given order. */
export async function tagArticle(db: Db, articleId: string, tagIds: string[]) {
  if (tagIds.length === 0) return;
  await db.insert(articleTags).values(tagIds.map((tagId, position) => ({ articleId, tagId, position })));
}

export async function createSeries(db: Db, fields: Partial<typeof series.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(series)
    .values({
      id: uuidv7(),
      slugVi: `loat-bai-${n}`,
      slugEn: `series-${n}`,
      titleVi: `Loạt bài ${n}`,
      titleEn: `Series ${n}`,
      ...fields,
    })
    .returning();
  return row!;
}

/** An editors' collection of one language; `articleIds` are its items, in that order. */
export async function createCollection(
  db: Db,
  { articleIds = [], ...fields }: Partial<typeof collections.$inferInsert> & { articleIds?: string[] } = {},
) {
  const n = next();
  const [row] = await db
    .insert(collections)
    .values({ id: uuidv7(), language: 'vi', slug: `bo-suu-tap-${n}`, title: `Bộ sưu tập ${n}`, ...fields })
    .returning();
  if (articleIds.length > 0) {
    await db
      .insert(collectionItems)
      .values(articleIds.map((articleId, position) => ({ collectionId: row!.id, articleId, position })));
  }
  return row!;
}

/** One required single-choice question: the least a survey can ask. */
export const ONE_QUESTION: StoredSurveyQuestion[] = [
  {
    id: 'often',
    kind: 'single',
    label: 'Bao lâu?',
    required: true,
    options: [{ id: 'daily', label: 'Hằng ngày' }],
  },
];

/** A Vietnamese survey that opened an hour ago and never closes, unless `fields` say otherwise. */
export async function createSurvey(db: Db, fields: Partial<typeof surveys.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(surveys)
    .values({
      id: uuidv7(),
      slug: `khao-sat-${n}`,
      language: 'vi',
      title: `Khảo sát ${n}`,
      questions: ONE_QUESTION,
      opensAt: minutesAgo(60),
      ...fields,
    })
    .returning();
  return row!;
}
