import { describe, expect, it } from 'vitest';
import {
  findHighlights,
  firstHighlight,
  foldForSearch,
  isSearchable,
  makeSnippet,
  makeSnippetFrom,
  normalizeSearchQuery,
  SEARCH_MAX_WORDS,
  SEARCH_QUERY_MAX_LENGTH,
  searchWords,
} from './search-text';

/** The marked parts of a text, for readable assertions. */
const marked = (text: string, query: string) =>
  findHighlights(text, query).map(([start, end]) => text.slice(start, end));

describe('search words and folding', () => {
  it('folds tone marks, other diacritics and đ, in lower case', () => {
    expect(foldForSearch('Đường phố Sài Gòn về đêm')).toBe('duong pho sai gon ve dem');
    expect(foldForSearch('PHỞ Hà Nội')).toBe('pho ha noi');
  });

  it('keeps letters and digits only, lower case, tone marks with their letter', () => {
    expect(searchWords('  Phở, bò & "Hà Nội"!  (2026) ')).toEqual(['phở', 'bò', 'hà', 'nội', '2026']);
    // decomposed input (tone marks as separate code points) gives the same words
    expect(searchWords('Phở'.normalize('NFD'))).toEqual(['phở']);
    expect(searchWords("' OR 1=1; --")).toEqual(['or', '1', '1']);
    expect(searchWords('a b c d e f g h i j k l m n o p')).toHaveLength(SEARCH_MAX_WORDS);
  });

  it('trims and cuts a query to 500 characters without splitting a character', () => {
    expect(normalizeSearchQuery('  phở  ')).toBe('phở');
    const long = 'ở'.repeat(SEARCH_QUERY_MAX_LENGTH + 100);
    expect(Array.from(normalizeSearchQuery(long))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    const emoji = '😀'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);
    expect(normalizeSearchQuery(emoji)).toBe('😀'.repeat(SEARCH_QUERY_MAX_LENGTH));
  });

  it('asks for at least two characters and one word', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('p')).toBe(false);
    expect(isSearchable('ở')).toBe(false);
    expect(isSearchable('?!')).toBe(false);
    expect(isSearchable('ph')).toBe(true);
  });
});

describe('findHighlights', () => {
  it('marks words typed without diacritics in the accented text', () => {
    expect(marked('Đường phố Sài Gòn về đêm', 'duong pho')).toEqual(['Đường', 'phố']);
    expect(findHighlights('Đường phố', 'duong pho')).toEqual([
      [0, 5],
      [6, 9],
    ]);
  });

  it('marks typed diacritics on any variant, since both fold alike', () => {
    expect(marked('Phở Hà Nội và phố cổ', 'phở')).toEqual(['Phở', 'phố']);
  });

  it('lets only the last word be the start of a longer word', () => {
    expect(marked('Sài Gòn, phong cảnh và phở', 'sai go')).toEqual(['Sài', 'Gò']);
    expect(marked('phong cảnh và phở', 'pho canh')).toEqual(['cảnh', 'phở']);
    expect(marked('phong cảnh', 'pho')).toEqual(['pho']);
    // never the middle of a word
    expect(marked('saigon', 'gon')).toEqual([]);
  });

  it('keeps offsets in the original string when it is decomposed', () => {
    const text = 'Phở bò'.normalize('NFD');
    const ranges = findHighlights(text, 'pho bo');
    expect(ranges.map(([s, e]) => text.slice(s, e).normalize('NFC'))).toEqual(['Phở', 'bò']);
    expect(ranges[1]![1]).toBe(text.length);
  });

  it('merges overlapping matches and sorts them', () => {
    expect(findHighlights('Phở ngon', 'pho ph')).toEqual([[0, 3]]);
    expect(findHighlights('Phở ngon', 'ngon pho')).toEqual([
      [0, 3],
      [4, 8],
    ]);
  });

  it('finds nothing for an empty query or text', () => {
    expect(findHighlights('Phở', '')).toEqual([]);
    expect(findHighlights('', 'pho')).toEqual([]);
  });
});

describe('findHighlights outside the BMP', () => {
  it('keeps offsets after a character of two UTF-16 units, and takes it for a letter', () => {
    expect(findHighlights('\u{1d400} pho', 'pho')).toEqual([[3, 6]]);
    expect(marked('\u{1f600} Phở và \u{1d400}phở', 'pho')).toEqual(['Phở']);
    expect(marked('\u{1d400} bến, \u{1d7cf}bến', 'ben')).toEqual(['bến']);
  });
});

describe('makeSnippet', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `chữ${i}`).join(' ');

  it('returns a short text whole, with its matches', () => {
    expect(makeSnippet('Một bát phở nóng', 'pho')).toEqual({
      snippet: 'Một bát phở nóng',
      highlights: [[8, 11]],
    });
  });

  it('shows a window around the first match, cut at spaces, with ellipses', () => {
    const text = `${filler(80)} bát phở nóng ở Hà Nội ${filler(80)}`;
    const { snippet, highlights } = makeSnippet(text, 'pho', 120);
    // whole words only between the ellipses
    expect(snippet).toMatch(/^…chữ\d+ .* chữ\d+…$/u);
    expect(snippet.length).toBeLessThanOrEqual(122);
    expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['phở']);
  });

  it('finds the first match of a long body wherever it lies, a later one too', () => {
    // "bún" at every place around 2 048, 8 192 and 32 768 characters in, and again far after it:
    // the window is always around the first
    const long = filler(8000);
    for (const around of [2048, 8192, 32768]) {
      for (let at = around - 40; at <= around + 40; at += 3) {
        const space = long.indexOf(' ', at);
        const before = long.slice(0, space);
        const text = `${before} bún${before.length % 2 ? '' : 'g'} mọc ${long.slice(space + 1)} bún cuối`;
        const { snippet, highlights } = makeSnippet(text, 'bun', 80);
        expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['bún']);
        expect(snippet).toContain(`${before.slice(before.lastIndexOf(' ') + 1)} bún`);
        expect(snippet).not.toContain('cuối');
      }
    }
    // the only match past every look: the body is searched to its end
    const last = makeSnippet(`${long} ${long} bún cuối`, 'bun', 80);
    expect(last.snippet.endsWith('bún cuối')).toBe(true);
    expect(last.highlights.map(([s, e]) => last.snippet.slice(s, e))).toEqual(['bún']);
  });

  it('finds words typed without tone marks or đ deep in a long text', () => {
    const text = `${filler(600)} Đường phố Sài Gòn ${filler(600)}`;
    const { snippet, highlights } = makeSnippet(text, 'duong sai gon', 80);
    expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['Đường', 'Sài', 'Gòn']);
    expect(makeSnippet(text, 'saigon', 80).highlights).toEqual([]);
  });

  it('does not take the beginning of a word for a whole word where a look ends', () => {
    // in "pho bo" only the last word may begin a longer one: "phong" is not "pho"
    for (let at = 2040; at <= 2050; at++) {
      const head = 'ab '.repeat(1000).slice(0, at - 1);
      const text = `${head} phong ${filler(1000)} phở bò`;
      expect(text.indexOf('phong')).toBe(at);
      const { snippet, highlights } = makeSnippet(text, 'pho bo', 80);
      expect(highlights.map(([s, e]) => snippet.slice(s, e))).toEqual(['phở', 'bò']);
    }
  });

  it('starts at the beginning when nothing matches', () => {
    const { snippet, highlights } = makeSnippet(filler(100), 'pho', 60);
    expect(snippet.startsWith('chữ0 ')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(highlights).toEqual([]);
  });
});

/** Words written every way a text may have them. */
const VOCABULARY = [
  'Phở',
  'phở',
  'PHỞ',
  'pho\u031b\u0309',
  'phố',
  'phong',
  'Phong',
  'x-phở',
  'a\u0300pho',
  'ápho',
  'bò',
  'BÒ',
  'bo\u0300',
  'bốn',
  'Đường',
  'đường',
  'duong',
  'Dương',
  'sài',
  'gòn',
  'Sàigòn',
  'phở-bò',
  '(phở)',
  'phở,',
  'Σ',
  'ς',
  'pho2',
  '2pho',
  'ph',
  'ở',
  'phởbò',
  'tiếng',
  'Việt',
  'がっこう',
  'かっこう',
  '한국',
  '한국어',
  'كتاب',
  'آمن',
  'امن',
  'Москва',
  'ёлка',
  'елка',
  // outside the BMP: a letter (two UTF-16 units) glued to a word, a digit, an emoji
  '\u{1d400}',
  '\u{1d400}bến',
  'x\u{1d400}pho',
  '\u{1d7cf}pho',
  '\u{1f600}phở',
];
const QUERIES = [
  'pho',
  'pho bo',
  'phở',
  'bo',
  'duong',
  'đường sai',
  'sai gon',
  'sai',
  'o',
  'viet tieng',
  'pho2',
  'がっこう',
  'かっこう',
  '한국',
  'امن',
  'москва',
  'елка',
  'pho 한국',
];
/** Between words, as a body's text has them: a space most often, line breaks, tabs, no-break spaces. */
const SEPARATORS = [' ', ' ', ' ', '  ', '\n', '\n\n', '\t', ' \u00a0', '\u00a0', `\n${' '.repeat(60)}`];

/** 600 texts of up to 30 words of VOCABULARY, each with one of QUERIES: the same on every run. */
function sampleTexts(): { text: string; query: string }[] {
  let seed = 7;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 1;
    return seed % n;
  };
  return Array.from({ length: 600 }, () => ({
    text: Array.from({ length: 1 + random(30) }, () => VOCABULARY[random(VOCABULARY.length)]!)
      .map((word) => `${word}${SEPARATORS[random(SEPARATORS.length)]}`)
      .join(''),
    query: QUERIES[random(QUERIES.length)]!,
  }));
}

describe('firstHighlight', () => {
  it('is the first of findHighlights, for texts with every way of writing a word', () => {
    for (const { text, query } of sampleTexts()) {
      expect(firstHighlight(text, query), `${query} in ${text}`).toEqual(findHighlights(text, query)[0]);
    }
  });
});

describe('makeSnippetFrom', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `chữ${i}`).join(' ');
  const body = `${filler(80)} bát  phở\nnóng ở Hà Nội ${filler(80)}`;

  it('takes the excerpt when the words are in it', () => {
    expect(makeSnippetFrom(['Một bát phở nóng', body], 'pho')).toEqual({
      snippet: 'Một bát phở nóng',
      highlights: [[8, 11]],
    });
  });

  it('takes the body around the words when the excerpt lacks them, as makeSnippet would', () => {
    const result = makeSnippetFrom(['Một bát bún', body], 'pho', 120);
    expect(result).toEqual(makeSnippet(body, 'pho', 120));
    expect(result.highlights.map(([s, e]) => result.snippet.slice(s, e))).toEqual(['phở']);
    expect(result.snippet).toContain('bát phở nóng');
  });

  it('is makeSnippet of the first text with the words, else of the first that is not empty', () => {
    // as makeSnippetFrom was before it looked for the words in texts whose space is not collapsed
    const reference = (candidates: string[], query: string, maxLength: number) => {
      for (const text of candidates) {
        const result = makeSnippet(text, query, maxLength);
        if (result.highlights.length > 0) return result;
      }
      return makeSnippet(candidates.find((text) => text.length > 0) ?? '', query, maxLength);
    };
    const samples = sampleTexts();
    for (let i = 0; i + 1 < samples.length; i += 2) {
      // and bodies longer than twice the window past their first match
      const body = `\n  ${samples
        .slice(i + 1, i + 6)
        .map((sample) => sample.text)
        .join('\n\n')}`;
      const pair = [samples[i]!.text, i % 4 === 0 ? body : samples[i + 1]!.text];
      for (const query of [samples[i]!.query, samples[i + 1]!.query, 'pho', 'đường']) {
        expect(makeSnippetFrom(pair, query, 60), `${query} in ${pair.join(' | ')}`).toEqual(
          reference(pair, query, 60),
        );
      }
    }
  });

  it('skips a text whose only match is glued to a letter outside the BMP', () => {
    // the words are looked for before white space is collapsed: "Chợt\n𝐀bến" is one stretch
    expect(makeSnippetFrom(['Chợt\n\u{1d400}bến ở đây', 'Giới thiệu bến tàu'], 'chợ bến')).toEqual({
      snippet: 'Giới thiệu bến tàu',
      highlights: [[11, 14]],
    });
  });

  it('starts the first text that is not empty when neither has the words', () => {
    expect(makeSnippetFrom(['Một bát bún', body], 'cơm')).toEqual({ snippet: 'Một bát bún', highlights: [] });
    const fromBody = makeSnippetFrom(['', filler(100)], 'cơm', 60);
    expect(fromBody.snippet.startsWith('chữ0 ')).toBe(true);
    expect(fromBody.highlights).toEqual([]);
    expect(makeSnippetFrom(['', ''], 'cơm')).toEqual({ snippet: '', highlights: [] });
  });
});
