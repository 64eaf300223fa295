import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Envelope, SearchHit, SearchPage } from '@magazine/contracts';
import { migrationsFolder, refreshSearchDocuments } from '@magazine/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, minutesAgo, minutesFromNow } from '../helpers/factories';

const ctx = useTestApp();

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/v2/search?${query}` });
  return { status: res.statusCode, body: res.json() as Envelope<SearchPage> };
}

const titles = (page: SearchPage) => page.docs.map((d) => d.title);
/** what the reader sees marked in a hit's title and snippet */
const markedTitle = (hit: SearchHit) => hit.titleHighlights.map(([s, e]) => hit.title.slice(s, e));
const markedSnippet = (hit: SearchHit) => hit.highlights.map(([s, e]) => hit.snippet.slice(s, e));

const PHO_HA_NOI = 'Phở Hà Nội: hương vị của buổi sáng';
const PHO_CO = 'Phố cổ giữa lòng thủ đô';
const DUONG_PHO = 'Đường phố Sài Gòn về đêm';

beforeAll(async () => {
  const db = ctx.database.db;
  // the older article has the exact word, so only the diacritics can put it first
  await createArticle(db, {
    title: PHO_HA_NOI,
    excerpt: 'Một bát phở nóng giữa sáng mùa đông.',
    publishedAt: minutesAgo(300),
  });
  await createArticle(db, {
    title: PHO_CO,
    excerpt: 'Những con phố nhỏ và mái ngói rêu phong.',
    publishedAt: minutesAgo(20),
  });
  await createArticle(db, {
    title: DUONG_PHO,
    excerpt: 'Khi thành phố lên đèn.',
    body: [
      { type: 'paragraph', text: `${'Trời vừa tắt nắng và xe cộ đông dần trên các ngả đường. '.repeat(6)}` },
      { type: 'paragraph', text: 'Những gánh hàng rong bắt đầu một ngày làm việc mới ở góc chợ Bến Thành.' },
      { type: 'paragraph', text: 'Đêm xuống, tiếng rao vang khắp con hẻm. '.repeat(6) },
    ],
    publishedAt: minutesAgo(10),
  });
  // the newest: "pho" is only the beginning of a word here
  await createArticle(db, { title: 'Phong cảnh Hà Giang', publishedAt: minutesAgo(1) });
  await createArticle(db, { language: 'en', title: 'Saigon streets at night', publishedAt: minutesAgo(5) });
  await createArticle(db, {
    language: 'en',
    title: 'A morning bowl of beef pho',
    publishedAt: minutesAgo(5),
  });
  await createArticle(db, {
    language: 'en',
    title: 'Roasters of the highlands',
    excerpt: 'A week in Cau Dat.',
    body: [
      { type: 'heading', level: 2, text: 'The people behind it', anchor: 'the-people-behind-it' },
      { type: 'paragraph', text: 'We spent a week with the growers of Cau Dat.' },
      { type: 'list', ordered: false, items: ['Arabica', 'Robusta'] },
      { type: 'quote', text: '“Rain decides the harvest.”', cite: 'A grower' },
    ],
    publishedAt: minutesAgo(30),
  });
  const author = await createAuthor(db, { name: 'Nguyễn Thị Lành' });
  await createArticle(db, { title: 'Mùa nước nổi miền Tây', authorIds: [author.id] });
  // never found: a draft, one scheduled for later, one dated in the future
  await createArticle(db, { title: 'Phở bản nháp', status: 'draft' });
  await createArticle(db, { title: 'Phở sắp đăng', status: 'scheduled', publishedAt: minutesFromNow(60) });
  await refreshSearchDocuments(db);
});

describe('GET /v2/search: matching and ranking', () => {
  it('finds a title with diacritics from words typed without them, and marks them', async () => {
    const { status, body } = await search('q=duong%20pho');
    expect(status).toBe(200);
    expect(body.data.fuzzy).toBe(false);
    const hit = body.data.docs[0]!;
    expect(hit.title).toBe(DUONG_PHO);
    expect(markedTitle(hit)).toEqual(['Đường', 'phố']);
    expect(hit).toMatchObject({ kind: 'article', language: 'vi', path: `/${hit.slug}` });
    expect(hit.image?.sizes).toBeDefined();
  });

  it('"pho" finds Phở and Phố alike, before a word that merely begins with it', async () => {
    const { body } = await search('q=pho');
    expect(titles(body.data).slice(0, 3).sort()).toEqual([DUONG_PHO, PHO_HA_NOI, PHO_CO].sort());
    expect(titles(body.data)[3]).toBe('Phong cảnh Hà Giang');
  });

  it('ranks the exact diacritics first: "phở" puts Phở above the newer Phố', async () => {
    const pho = titles((await search(`q=${encodeURIComponent('phở')}`)).body.data);
    expect(pho[0]).toBe(PHO_HA_NOI);
    expect(pho.indexOf(PHO_CO)).toBeGreaterThan(0);
    const street = titles((await search(`q=${encodeURIComponent('phố')}`)).body.data);
    expect(street.indexOf(PHO_HA_NOI)).toBeGreaterThan(street.indexOf(PHO_CO));
    expect(street.indexOf(PHO_HA_NOI)).toBeGreaterThan(street.indexOf(DUONG_PHO));
  });

  it('treats the last word as the start of a longer one', async () => {
    const { body } = await search('q=sai%20go');
    expect(titles(body.data)).toContain(DUONG_PHO);
    expect(markedTitle(body.data.docs[0]!)).toEqual(['Sài', 'Gò']);
  });

  it('tolerates a typo when the exact search finds little, and says so', async () => {
    for (const typo of ['saigoon', 'saign']) {
      const { body } = await search(`q=${typo}&language=en`);
      expect(body.data.fuzzy).toBe(true);
      expect(titles(body.data)).toContain('Saigon streets at night');
    }
    const vi = (await search(`q=${encodeURIComponent('sài gonn')}`)).body.data;
    expect(vi.fuzzy).toBe(true);
    expect(titles(vi)).toContain(DUONG_PHO);
    // a correct word is no typo
    const exact = (await search('q=saigon&language=en')).body.data;
    expect(exact).toMatchObject({ fuzzy: false, total: 1 });
  });

  it('finds nothing, without error, for words that are nowhere', async () => {
    const { status, body } = await search('q=xylophone%20zebra');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ docs: [], total: 0, fuzzy: false, hasNextPage: false });
  });

  it('shows the body around a match when the excerpt has none, with the words marked', async () => {
    const { body } = await search('q=ganh%20hang%20rong');
    const hit = body.data.docs[0]!;
    expect(hit.title).toBe(DUONG_PHO);
    expect(hit.snippet).toContain('Những gánh hàng rong bắt đầu');
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(markedSnippet(hit)).toEqual(['gánh', 'hàng', 'rong']);
    expect(hit.titleHighlights).toEqual([]);
  });

  it('shows the body around the one word found there when the others are in the title', async () => {
    // "Sài Gòn" is in the title, "chợ" only in the body ("cho" may begin it: the last word)
    const { body } = await search('q=sai%20gon%20cho');
    const hit = body.data.docs[0]!;
    expect(hit.title).toBe(DUONG_PHO);
    expect(hit.snippet).toContain('ở góc chợ Bến Thành');
    expect(markedSnippet(hit)).toEqual(['chợ']);
    expect(markedTitle(hit)).toEqual(['Sài', 'Gòn']);
    // "ro" only begins a word of the body ("rong")
    const begun = (await search('q=sai%20gon%20ro')).body.data.docs[0]!;
    expect(begun.snippet).toContain('gánh hàng rong');
    expect(markedSnippet(begun)).toEqual(['ro']);
  });

  it('shows the excerpt when the match is in it', async () => {
    const { body } = await search('q=bat%20pho%20nong');
    const hit = body.data.docs[0]!;
    expect(hit.snippet).toBe('Một bát phở nóng giữa sáng mùa đông.');
    expect(markedSnippet(hit)).toEqual(['bát', 'phở', 'nóng']);
  });

  it('ends a heading, a list item or a cite with a full stop in the snippet, not running it into the next block', async () => {
    const hit = (await search('q=growers&language=en')).body.data.docs[0]!;
    expect(hit.title).toBe('Roasters of the highlands');
    expect(hit.snippet).toBe(
      'The people behind it. We spent a week with the growers of Cau Dat. Arabica. Robusta. “Rain decides the harvest.” A grower.',
    );
    expect(markedSnippet(hit)).toEqual(['growers']);
  });

  it('migration 0017 gives existing documents the body text refreshSearchDocuments gives', async () => {
    const db = ctx.database.db;
    const bodies = async () =>
      (
        (await db.execute(
          sql`select ref_id, body_text from search_documents where kind = 'article' order by ref_id`,
        )) as unknown as { rows: { ref_id: string; body_text: string }[] }
      ).rows;
    const fresh = await bodies();
    expect(fresh.some((r) => r.body_text.startsWith('The people behind it. We spent'))).toBe(true);
    await db.execute(
      sql`update search_documents set body_text = 'before the migration' where kind = 'article'`,
    );
    const migration = await readFile(join(migrationsFolder(), '0017_search_body_sentences.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    expect(await bodies()).toEqual(fresh);
  });

  it('searches authors as well', async () => {
    const { body } = await search('q=nguyen%20thi%20lanh');
    expect(titles(body.data)).toEqual(['Mùa nước nổi miền Tây']);
  });

  it('never shows drafts or articles not yet due', async () => {
    const { body } = await search('q=pho');
    expect(titles(body.data)).not.toContain('Phở bản nháp');
    expect(titles(body.data)).not.toContain('Phở sắp đăng');
    expect(body.data.total).toBe(4);
  });

  it('takes no operator from the reader’s text', async () => {
    for (const q of ["pho' | !", 'pho & (', 'pho:*', '\\', "'; drop table articles; --", '%00pho']) {
      const { status } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
    }
    expect((await search(`q=${encodeURIComponent('pho & (')}`)).body.data.total).toBe(4);
  });
});
