import { type Envelope, SEARCH_COUNT_CAP, type SearchPage } from '@magazine/contracts';
import { refreshSearchCommonWords } from '@magazine/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMatches } from '../../src/modules/search/search.repository';
import {
  SEARCH_RANK_WINDOW,
  SEARCH_RECENT_SPAN,
  SEARCH_WHOLE_WALK,
} from '../../src/modules/search/search.sql';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

const NEAR = SEARCH_RANK_WINDOW + 40; // "Phố …": match "phở" without its diacritics
const EXACT = 15; // "Phở …", older than every "Phố"

// A word past the count cap: "bùn" (mud) matches "bún" (noodles) without its diacritics. The
// newest documents of the language are all "Bùn", so a walk of the newest SEARCH_RECENT_SPAN
// finds the window there.
const BROAD_NEAR = SEARCH_COUNT_CAP + 130;
const BROAD_EXACT = 20; // "Bún …", older than every "Bùn"

beforeAll(async () => {
  // Straight into search_documents: only the matching, the count and the order are under test.
  await ctx.database.db.execute(sql`
    insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(days => 60, mins => n), 'Phố số ' || n, 'Một con phố'
    from generate_series(1, ${NEAR}) n
    union all
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(days => 90, mins => n), 'Phở số ' || n, 'Một bát phở'
    from generate_series(1, ${EXACT}) n
    union all
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(mins => n), 'Bùn số ' || n, 'Một vũng bùn'
    from generate_series(1, ${BROAD_NEAR}) n
    union all
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(days => 30, mins => n), 'Bún số ' || n, 'Một bát bún'
    from generate_series(1, ${BROAD_EXACT}) n`);
});

describe('search order past the rank window', () => {
  const filter = { words: ['phở'], language: 'vi' as const };

  it('pages through a broad query in the same order as one long page, exact diacritics first', async () => {
    const read = ctx.database.runSearch;
    const all = await findMatches(read, filter, 'exact', NEAR + EXACT, 0);
    expect(all).toMatchObject({ total: NEAR + EXACT, capped: false });
    expect(all.rows).toHaveLength(NEAR + EXACT);
    expect(all.rows.slice(0, EXACT).every((r) => r.title.startsWith('Phở'))).toBe(true);

    const paged: string[] = [];
    for (let offset = 0; offset < NEAR + EXACT; offset += 13) {
      const page = await findMatches(read, filter, 'exact', 13, offset);
      expect(page.total).toBe(NEAR + EXACT);
      paged.push(...page.rows.map((r) => r.refId));
    }
    expect(paged).toEqual(all.rows.map((r) => r.refId));
    // past the window, newest first
    const tail = all.rows.slice(SEARCH_RANK_WINDOW).map((r) => r.publishedAt.getTime());
    expect(tail).toEqual([...tail].sort((a, b) => b - a));
  });
});

describe('a word too common to count', () => {
  const filter = { words: ['bún'], language: 'vi' as const };

  it('counts up to the cap and still orders the first pages as if it had read every match', async () => {
    const db = ctx.database.db;
    const read = ctx.database.runSearch;
    expect(BROAD_NEAR + BROAD_EXACT).toBeLessThan(SEARCH_RECENT_SPAN);
    const long = SEARCH_RANK_WINDOW + 60;
    const all = await findMatches(read, filter, 'exact', long, 0);
    expect(all).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(all.rows).toHaveLength(long);
    // the diacritics the reader typed first (all 20, though older than every "Bùn") ...
    expect(all.rows.slice(0, BROAD_EXACT).every((r) => r.title.startsWith('Bún'))).toBe(true);
    // ... then exactly the newest "Bùn", read from the table here as an oracle
    const newest = (await db.execute(sql`select ref_id from search_documents
      where title like 'Bùn số %' order by published_at desc limit ${long - BROAD_EXACT}`)) as unknown as {
      rows: { ref_id: string }[];
    };
    expect(new Set(all.rows.slice(BROAD_EXACT).map((r) => r.refId))).toEqual(
      new Set(newest.rows.map((r) => r.ref_id)),
    );
    const tail = all.rows.slice(SEARCH_RANK_WINDOW).map((r) => r.publishedAt.getTime());
    expect(tail).toEqual([...tail].sort((a, b) => b - a));

    const paged: string[] = [];
    for (let offset = 0; offset < long; offset += 17) {
      const page = await findMatches(read, filter, 'exact', Math.min(17, long - offset), offset);
      expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
      paged.push(...page.rows.map((r) => r.refId));
    }
    expect(paged).toEqual(all.rows.map((r) => r.refId));
  });

  it('counts as far as a page past the cap asks, and that page is still there', async () => {
    const read = ctx.database.runSearch;
    const deep = await findMatches(read, filter, 'exact', 10, SEARCH_COUNT_CAP + 100);
    expect(deep).toMatchObject({ total: SEARCH_COUNT_CAP + 110, capped: true });
    expect(deep.rows).toHaveLength(10);
    const last = await findMatches(read, filter, 'exact', 50, BROAD_NEAR + BROAD_EXACT - 5);
    expect(last).toMatchObject({ total: BROAD_NEAR + BROAD_EXACT, capped: false });
    expect(last.rows).toHaveLength(5);
  });

  it('counts the words a last word begins when the whole word alone is under the cap', async () => {
    // "bu" is no word of these documents, but it begins every "bùn" and "bún"
    const begun = await findMatches(
      ctx.database.runSearch,
      { words: ['bu'], language: 'vi' },
      'exact',
      10,
      0,
    );
    expect(begun).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(begun.rows).toHaveLength(10);
  });

  it('says so in the answer: a capped total, a next page, and an exact total for a rarer word', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v2/search?q=${encodeURIComponent('bún')}&language=vi`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Envelope<SearchPage>;
    expect(body.data).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, hasNextPage: true });

    const rare = await ctx.app.inject({
      method: 'GET',
      url: `/v2/search?q=${encodeURIComponent('phở')}&language=vi`,
    });
    expect((rare.json() as Envelope<SearchPage>).data).toMatchObject({
      total: NEAR + EXACT,
      totalCapped: false,
    });
  });
});

describe('a common word that the newest documents do not have', () => {
  // In English here: past the cap with "bun", none of them among the SEARCH_RECENT_SPAN newest
  // documents, and none with the reader's own (absent) diacritics, so the newest matches can only
  // come from the index once the walk over the newest documents has found too few.
  const MATCHING = SEARCH_COUNT_CAP + 50;

  beforeAll(async () => {
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
      select 'article', gen_random_uuid(), 'en', now() - make_interval(days => 10, mins => n), 'Bún no. ' || n, 'A bowl'
      from generate_series(1, ${MATCHING}) n
      union all
      select 'article', gen_random_uuid(), 'en', now() - make_interval(mins => n), 'Rice no. ' || n, 'A plate'
      from generate_series(1, ${SEARCH_RECENT_SPAN}) n`);
  });

  it('still gives the newest matches first, counted up to the cap', async () => {
    const read = ctx.database.runSearch;
    const page = await findMatches(read, { words: ['bun'], language: 'en' }, 'exact', 10, 0);
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    // the newest ten, newest first (no. 1 is the newest)
    expect(page.rows.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Bún no. ${i + 1}`));
  });
});

describe('a common word in videos and articles alike', () => {
  // videos among the newest "Bùn" articles: past the cap as videos alone, so the walk over the
  // newest documents is taken, and it must keep to videos as the count does; together more than
  // the walk's span match
  const VIDEOS = SEARCH_COUNT_CAP + 100;

  beforeAll(async () => {
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
      select 'video', gen_random_uuid(), 'vi', now() - make_interval(mins => n, secs => 30), 'Phim bùn ' || n, 'Một thước phim'
      from generate_series(1, ${VIDEOS}) n`);
  });

  it('finds the newest of that kind only, counted up to the cap', async () => {
    const filter = { words: ['bun'], language: 'vi' as const, kind: 'video' as const };
    const page = await findMatches(ctx.database.runSearch, filter, 'exact', 10, 0);
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(page.rows.map((r) => [r.kind, r.title])).toEqual(
      Array.from({ length: 10 }, (_, i) => ['video', `Phim bùn ${i + 1}`]),
    );
  });

  it('serves a page deeper than the walk over the newest documents reaches', async () => {
    // 2 250 match "bun"; past the rank window they come newest first, an article ("Bùn số n",
    // n minutes old) before the video of the same minute ("Phim bùn n", 30 s older)
    const offset = SEARCH_RECENT_SPAN + 100;
    const page = await findMatches(
      ctx.database.runSearch,
      { words: ['bun'], language: 'vi' },
      'exact',
      10,
      offset,
    );
    expect(page).toMatchObject({ total: offset + 10, capped: true });
    expect(page.rows.map((r) => r.title)).toEqual(
      [1051, 1052, 1053, 1054, 1055].flatMap((n) => [`Bùn số ${n}`, `Phim bùn ${n}`]),
    );
  });
});

describe("the window: the reader's diacritics, then whole words, then newest", () => {
  // In English here, newer than every other document of the language, so the walk over the newest
  // documents starts with them: "Phong" (which "pho" only begins) newer than a whole window, then
  // "Phở" (the whole word "pho" without its marks), past the cap.
  const BEGUN = SEARCH_RANK_WINDOW + 30;
  const WHOLE = SEARCH_COUNT_CAP + 100;
  const filter = { words: ['pho'], language: 'en' as const };

  beforeAll(async () => {
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
      select 'article', gen_random_uuid(), 'en', now() - make_interval(secs => n), 'Phong no. ' || n, 'A room'
      from generate_series(1, ${BEGUN}) n
      union all
      select 'article', gen_random_uuid(), 'en', now() - make_interval(mins => 5, secs => n), 'Phở no. ' || n, 'A bowl'
      from generate_series(1, ${WHOLE}) n`);
  });

  const phoFirst = (titles: string[]) => titles.findIndex((t) => !t.startsWith('Phở'));

  it('ranks whole words first though more than a window of newer matches only begin with them', async () => {
    const read = ctx.database.runSearch;
    const long = SEARCH_RANK_WINDOW + BEGUN;
    const all = await findMatches(read, filter, 'exact', long, 0);
    expect(all).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    const titles = all.rows.map((r) => r.title);
    // the window is the newest whole words; the rest, newest first, are the "Phong" ones
    expect(phoFirst(titles)).toBe(SEARCH_RANK_WINDOW);
    expect(titles.slice(SEARCH_RANK_WINDOW, SEARCH_RANK_WINDOW + 3)).toEqual([
      'Phong no. 1',
      'Phong no. 2',
      'Phong no. 3',
    ]);
    const paged: string[] = [];
    for (let offset = 0; offset < long; offset += 13) {
      const page = await findMatches(read, filter, 'exact', Math.min(13, long - offset), offset);
      paged.push(...page.rows.map((r) => r.title));
    }
    expect(paged).toEqual(titles);
  });

  it('takes the whole words from the index when they are rare among the newest matches', async () => {
    // more "Phong" than the walk looks through for whole words, newer still
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
      select 'article', gen_random_uuid(), 'en', now() - n * interval '1 millisecond', 'Phong room ' || n, 'A room'
      from generate_series(1, ${SEARCH_WHOLE_WALK}) n`);
    const page = await findMatches(ctx.database.runSearch, filter, 'exact', SEARCH_RANK_WINDOW + 2, 0);
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    const titles = page.rows.map((r) => r.title);
    expect(phoFirst(titles)).toBe(SEARCH_RANK_WINDOW);
    expect(titles.slice(0, 2)).toEqual(['Phở no. 1', 'Phở no. 2']);
    expect(titles.slice(SEARCH_RANK_WINDOW)).toEqual(['Phong room 1', 'Phong room 2']);
    await ctx.database.db.execute(sql`delete from search_documents where title like 'Phong room %'`);
  });

  it('does the same when the whole word is rarer than the cap (the index, not the walk)', async () => {
    // a topic narrows the matches to 40 "Phong" and 20 "Phở", all under the cap
    const [topic] = (
      (await ctx.database.db.execute(sql`insert into topics (id, slug_vi, slug_en, name_vi, name_en)
        values (gen_random_uuid(), 'phong-pho', 'phong-pho', 'Phòng phở', 'Rooms and pho') returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await ctx.database.db.execute(sql`update search_documents set topic_id = ${topic!.id}
      where language = 'en' and (title ~ '^Phong no\. ([1-9]|[1-3][0-9]|40)$' or title ~ '^Phở no\. ([1-9]|1[0-9]|20)$')`);
    const page = await findMatches(
      ctx.database.runSearch,
      { ...filter, topicSlug: 'phong-pho' },
      'exact',
      30,
      0,
    );
    expect(page).toMatchObject({ total: 60, capped: false });
    expect(phoFirst(page.rows.map((r) => r.title))).toBe(20);
  });

  it("takes a page from the reader's own diacritics alone when there are enough of them", async () => {
    const page = await findMatches(ctx.database.runSearch, { ...filter, words: ['phở'] }, 'exact', 10, 0);
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(page.rows.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Phở no. ${i + 1}`));
  });

  it("reads the other lists when a page goes past the matches with the reader's diacritics", async () => {
    // 1 100 "Phở" come first (with the diacritics typed), then the 80 "Phong", newest first
    const offset = WHOLE - 5;
    const page = await findMatches(
      ctx.database.runSearch,
      { ...filter, words: ['phở'] },
      'exact',
      10,
      offset,
    );
    expect(page).toMatchObject({ total: offset + 10, capped: true });
    expect(page.rows.map((r) => r.title)).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `Phở no. ${WHOLE - 4 + i}`),
      ...Array.from({ length: 5 }, (_, i) => `Phong no. ${i + 1}`),
    ]);
  });

  it('knows a word past the cap from the last refresh without counting it, unless narrowed', async () => {
    const db = ctx.database.db;
    await refreshSearchCommonWords(db);
    const common = (await db.execute(sql`select documents from search_common_words
      where language = 'en' and word = 'pho'`)) as unknown as { rows: { documents: number }[] };
    expect(common.rows).toEqual([{ documents: WHOLE }]);
    // a page past what the refresh found is counted (1 180 match "pho" here); so is the same
    // word in the other language, where it is rare
    const deep = await findMatches(ctx.database.runSearch, filter, 'exact', 10, WHOLE + BEGUN - 5);
    expect(deep).toMatchObject({ total: WHOLE + BEGUN, capped: false });
    expect(deep.rows).toHaveLength(5);
    const vi = await findMatches(ctx.database.runSearch, { ...filter, language: 'vi' }, 'exact', 10, 0);
    expect(vi).toMatchObject({ total: NEAR + EXACT, capped: false });
    // taken down without a refresh: the search keeps to what the last refresh found…
    await db.execute(sql`delete from search_documents where language = 'en' and title like 'Phở no. %'
      and split_part(title, '. ', 2)::int > 100`);
    const read = ctx.database.runSearch;
    expect(await findMatches(read, filter, 'exact', 10, 0)).toMatchObject({
      total: SEARCH_COUNT_CAP,
      capped: true,
    });
    // …a kind is counted…
    const articles = await findMatches(read, { ...filter, kind: 'article' }, 'exact', 10, 0);
    expect(articles).toMatchObject({ total: 100 + BEGUN, capped: false });
    // …and the next refresh counts again
    await refreshSearchCommonWords(db);
    expect(await findMatches(read, filter, 'exact', 10, 0)).toMatchObject({
      total: 100 + BEGUN,
      capped: false,
    });
  });
});

describe('whole words in a search that also looks at titles alike (fuzzy)', () => {
  it('ranks a whole word above a newer word it only begins', async () => {
    await ctx.database.db.execute(sql`
      insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
      values ('article', gen_random_uuid(), 'vi', now() - interval '1 hour', 'Xôi gấc ngày Tết ở quê nhà nội ngoại', 'Đỏ au'),
        ('article', gen_random_uuid(), 'vi', now() - interval '1 minute', 'Xoichien, xoichien và xoichien', 'Xoichien')`);
    const page = await findMatches(
      ctx.database.runSearch,
      { words: ['xoi'], language: 'vi' },
      'fuzzy',
      10,
      0,
    );
    expect(page.rows.map((r) => r.title).slice(0, 2)).toEqual([
      'Xôi gấc ngày Tết ở quê nhà nội ngoại',
      'Xoichien, xoichien và xoichien',
    ]);
  });
});

describe('the connection a search runs on', () => {
  it('plans without sequential scans or JIT and writes nothing', async () => {
    const [settings] = await ctx.database.runSearch(
      sql`select current_setting('enable_seqscan') as seqscan, current_setting('jit') as jit,
        current_setting('transaction_read_only') as read_only`,
    );
    expect(settings).toEqual({ seqscan: 'off', jit: 'off', read_only: 'on' });
    const refused = await ctx.database
      .runSearch(sql`insert into search_documents (kind, ref_id, language, published_at, title)
        values ('article', gen_random_uuid(), 'vi', now(), 'Không được ghi')`)
      .then(
        () => 'written',
        (err: Error & { cause?: unknown }) => String(err.cause ?? err),
      );
    expect(refused).toMatch(/read-only transaction/);
  });
});
