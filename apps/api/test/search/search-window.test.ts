import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMatches, SEARCH_RANK_WINDOW } from '../../src/modules/search/search.repository';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

const NEAR = SEARCH_RANK_WINDOW + 40; // "Phố …": match "phở" without its diacritics
const EXACT = 15; // "Phở …", older than every "Phố"

beforeAll(async () => {
  // Straight into search_documents: only the matching and its order are under test here.
  await ctx.database.db.execute(sql`
    insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(mins => n), 'Phố số ' || n, 'Một con phố'
    from generate_series(1, ${NEAR}) n
    union all
    select 'article', gen_random_uuid(), 'vi', now() - make_interval(days => 30, mins => n), 'Phở số ' || n, 'Một bát phở'
    from generate_series(1, ${EXACT}) n`);
});

describe('search order past the rank window', () => {
  const filter = { words: ['phở'], language: 'vi' as const };

  it('pages through a broad query in the same order as one long page, exact diacritics first', async () => {
    const db = ctx.database.db;
    const all = await findMatches(db, filter, 'exact', NEAR + EXACT, 0);
    expect(all).toHaveLength(NEAR + EXACT);
    expect(all[0]!.total).toBe(NEAR + EXACT);
    expect(all.slice(0, EXACT).every((r) => r.title.startsWith('Phở'))).toBe(true);

    const paged: string[] = [];
    for (let offset = 0; offset < NEAR + EXACT; offset += 13) {
      const page = await findMatches(db, filter, 'exact', 13, offset);
      expect(page.every((r) => r.total === NEAR + EXACT)).toBe(true);
      paged.push(...page.map((r) => r.refId));
    }
    expect(paged).toEqual(all.map((r) => r.refId));
    // past the window, newest first
    const tail = all.slice(SEARCH_RANK_WINDOW).map((r) => r.publishedAt.getTime());
    expect(tail).toEqual([...tail].sort((a, b) => b - a));
  });
});
