// The text work of search (issue 6), shared by the API and the search page: the words of a
// query, and where they occur in a text, ignoring tone marks and đ, so "duong pho" marks "Đường
// phố". No zod here: the page imports these.

/** A longer query is cut to this many characters, never refused. */
export const SEARCH_QUERY_MAX_LENGTH = 500;
/** A shorter query (after trimming) finds nothing: the page shows a prompt instead. */
export const SEARCH_QUERY_MIN_LENGTH = 2;
/** Words past this many are ignored: enough for any real question, bounded for the database. */
export const SEARCH_MAX_WORDS = 12;
/** Characters of body or excerpt shown around the first match. */
export const SEARCH_SNIPPET_LENGTH = 220;

/** Trimmed and cut to SEARCH_QUERY_MAX_LENGTH characters (whole code points). */
export function normalizeSearchQuery(q: string): string {
  const trimmed = q.trim();
  const chars = Array.from(trimmed);
  return chars.length > SEARCH_QUERY_MAX_LENGTH
    ? chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim()
    : trimmed;
}

/** Whether a (normalized) query is long enough to search for. */
export function isSearchable(q: string): boolean {
  return Array.from(q).length >= SEARCH_QUERY_MIN_LENGTH && searchWords(q).length > 0;
}

/**
 * The words of a query: runs of letters and digits (tone marks stay with their letter), lower
 * case, in NFC, at most SEARCH_MAX_WORDS. Nothing else of the reader's text reaches the database.
 */
export function searchWords(q: string): string[] {
  const words = q.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return words.slice(0, SEARCH_MAX_WORDS).map((w) => w.toLowerCase().normalize('NFC'));
}

/** One code point without tone marks or other diacritics, lower case, đ as d. */
function foldChar(char: string): string {
  return char.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

// Folding one character costs a normalisation and two regular expressions, and a result page
// folds whole article bodies to find the words in them (a third of the search API's CPU time).
// A text draws on few distinct characters, so each is folded once: ASCII in a table, the rest in a
// map bounded against a text of endless distinct characters.
const FOLDED_ASCII = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code).toLowerCase());
const foldedChars = new Map<string, string>();
const FOLDED_MAX = 4096;

function fold(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) return FOLDED_ASCII[code]!;
  let f = foldedChars.get(char);
  if (f === undefined) {
    f = foldChar(char);
    if (foldedChars.size < FOLDED_MAX) foldedChars.set(char, f);
  }
  return f;
}

/** A text without diacritics, lower case, đ as d: "Đường phố" → "duong pho". */
export function foldForSearch(text: string): string {
  let out = '';
  for (const char of text) out += fold(char);
  return out;
}

/** The query's words as findHighlights and firstHighlight compare them: folded, none empty. */
const foldedWords = (query: string | string[]) =>
  (Array.isArray(query) ? query : searchWords(query)).map(foldForSearch).filter(Boolean);

/** [start, end) offsets in UTF-16 code units of the original text: `text.slice(start, end)`. */
export type HighlightRange = [number, number];

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where the query's words occur in `text`, compared without tone marks and đ, with offsets into
 * the original text. Like the search itself, a word matches from the start of a word in the text,
 * and only the last word of the query may be the beginning of a longer one: "sai go" marks "Sài Gò"
 * in "Sài Gòn", "pho" marks "Phở" but not the "pho" of "phong". Ranges are sorted, never overlapping.
 */
export function findHighlights(text: string, query: string | string[]): HighlightRange[] {
  const words = foldedWords(query);
  if (words.length === 0 || text.length === 0) return [];
  // folded text, and for each of its characters the original range it came from
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const f = fold(char);
    if (f.length === 0 && ends.length > 0) {
      ends[ends.length - 1] = offset + char.length; // a lone combining mark belongs to the letter before
    }
    // one entry per UTF-16 unit, as `folded` is indexed (a letter outside the BMP is two)
    folded += f;
    for (let unit = 0; unit < f.length; unit++) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    offset += char.length;
  }
  const found: HighlightRange[] = [];
  const lastIndex = words.length - 1;
  words.forEach((word, index) => {
    let at = folded.indexOf(word);
    while (at !== -1) {
      const end = at + word.length;
      const startsWord = at === 0 || !WORD_CHAR.test(charBefore(folded, at));
      const endsWord = end === folded.length || !WORD_CHAR.test(charAt(folded, end));
      if (startsWord && (endsWord || index === lastIndex)) found.push([starts[at]!, ends[end - 1]!]);
      at = folded.indexOf(word, at + 1);
    }
  });
  return mergeRanges(found);
}

/** The whole character that ends just before `i`: a surrogate pair is one. */
function charBefore(text: string, i: number): string {
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(i - 2, i);
  }
  return text[i - 1]!;
}

/** The whole character that starts at `i`. */
const charAt = (text: string, i: number) => String.fromCodePoint(text.codePointAt(i)!);

function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: HighlightRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Runs of white space as one space. */
const collapseRuns = (text: string) => text.replace(/\s+/g, ' ');

/** Runs of white space as one space, trimmed: the text a snippet is cut from. */
const collapseSpace = (text: string) => collapseRuns(text).trim();

/**
 * A window of `text` around the first match of the query (the text's start when nothing matches),
 * cut at word boundaries with "…" where the text goes on, and the matches inside it.
 */
export function makeSnippet(
  text: string,
  query: string | string[],
  maxLength: number = SEARCH_SNIPPET_LENGTH,
): { snippet: string; highlights: HighlightRange[] } {
  const clean = collapseSpace(text);
  return cutSnippet(clean, firstHighlight(clean, query), query, maxLength);
}

/**
 * makeSnippet of the first of `texts` where the query occurs (excerpt, then body), or of the first
 * that is not empty when it occurs in none. Only the text the snippet is cut from has its white
 * space collapsed: whether a text has the words is found in it as it is (collapsing changes no
 * word), and most bodies on a page of results do not have them (the words were in the title).
 */
export function makeSnippetFrom(
  texts: string[],
  query: string | string[],
  maxLength: number = SEARCH_SNIPPET_LENGTH,
): { snippet: string; highlights: HighlightRange[] } {
  let fallback: string | undefined;
  for (const text of texts) {
    const first = firstHighlight(text, query);
    if (first) return snippetAround(text, first, query, maxLength);
    if (fallback === undefined && text.length > 0) fallback = text;
  }
  return cutSnippet(collapseSpace(fallback ?? ''), undefined, query, maxLength);
}

/**
 * makeSnippet of a text whose first match is `first`, collapsing the white space of only as much
 * of it as the window reads: from the start to twice the window past the match. cutSnippet reads
 * nothing past the window's end and the character after it, so when the collapsed part goes on past
 * that, the snippet is the one the whole text would give.
 */
function snippetAround(text: string, first: HighlightRange, query: string | string[], maxLength: number) {
  const cut = first[1] + 2 * maxLength;
  if (cut < text.length) {
    const head = collapseRuns(text.slice(0, cut)).trimStart();
    const inHead = firstHighlight(head, query);
    if (inHead && head.length > inHead[1] + maxLength) return cutSnippet(head, inHead, query, maxLength);
  }
  return makeSnippet(text, query, maxLength);
}

/**
 * The first match of the query in `text`. Folding whole article bodies a character at a time to
 * find the words was a fifth of the search API's time; instead a regular expression finds where a
 * word could begin (wordsPattern), and only the text from there to the next space is folded and
 * tested with findHighlights (where white space is not collapsed, that may hold more than one word:
 * findHighlights looks through them all). For words in the Latin, Greek and Cyrillic scripts the
 * pattern finds every match (and a few that are not), so a text it finds nothing in has no match;
 * other words fold the whole text as before.
 */
export function firstHighlight(text: string, query: string | string[]): HighlightRange | undefined {
  const words = foldedWords(query);
  if (words.length === 0) return undefined;
  // the pattern knows the letters of the Latin, Greek and Cyrillic scripts; a word in another
  // (kana, Hangul, Arabic…), where folding may change letters it does not know, folds the text
  if (OUTSIDE_PATTERN.test(words.join(''))) return findHighlights(text, words)[0];
  const pattern = wordsPattern(words);
  pattern.lastIndex = 0;
  for (let candidate = pattern.exec(text); candidate; candidate = pattern.exec(text)) {
    // from the start of a word to the next space: as in the whole text, a word begins and ends there
    const start = candidate.index;
    const space = text.indexOf(' ', start + candidate[0].length);
    const end = space === -1 ? text.length : space;
    const found = findHighlights(text.slice(start, end), words)[0];
    if (found) return [found[0] + start, found[1] + start];
    pattern.lastIndex = end;
  }
  return undefined;
}

/** A character of a folded word that wordsPattern cannot look for. */
const OUTSIDE_PATTERN = /[^\p{N}\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/** The letters of the Latin, Greek and Cyrillic blocks by what they fold to: "o" → "òóỏõọôồ…". */
let foldsTo: Map<string, string> | undefined;
function lettersFoldingTo(folded: string): string {
  if (!foldsTo) {
    foldsTo = new Map();
    const blocks = [
      [0xc0, 0x24f],
      [0x370, 0x52f],
      [0x1e00, 0x1fff],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
      [0xab30, 0xab6f],
    ] as const;
    for (const [from, to] of blocks) {
      for (let code = from; code <= to; code++) {
        const char = String.fromCodePoint(code);
        const f = foldChar(char);
        if (f.length === 1) foldsTo.set(f, (foldsTo.get(f) ?? '') + char);
      }
    }
  }
  return foldsTo.get(folded) ?? '';
}

const inClass = (chars: string) => chars.replace(/[\\\]^[-]/g, '\\$&');

let lastPattern: { key: string; pattern: RegExp } | undefined;
/**
 * Where one of the (folded) words could begin in a text: at the start of a word, each letter in
 * either case, written with or without its marks (in one character, or followed by combining
 * ones). Only for words in the Latin, Greek and Cyrillic scripts (OUTSIDE_PATTERN).
 */
function wordsPattern(words: string[]): RegExp {
  const key = words.join(' ');
  if (lastPattern?.key === key) return lastPattern.pattern;
  const letter = (c: string) => `[${inClass(`${c}${c.toUpperCase()}${lettersFoldingTo(c)}`)}]\\p{M}*`;
  const alternatives = words.map((word) => Array.from(word, letter).join(''));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}]\\p{M}*)(?:${alternatives.join('|')})`, 'giu');
  lastPattern = { key, pattern };
  return pattern;
}

/** The window of `clean` (white space collapsed) around `first`, the query's first match in it. */
function cutSnippet(
  clean: string,
  first: HighlightRange | undefined,
  query: string | string[],
  maxLength: number,
): { snippet: string; highlights: HighlightRange[] } {
  if (clean.length <= maxLength)
    return { snippet: clean, highlights: first ? findHighlights(clean, query) : [] };
  // a little context before the first match, the rest after it
  let start = first ? Math.max(0, first[0] - Math.floor(maxLength / 4)) : 0;
  if (start + maxLength > clean.length) start = Math.max(0, clean.length - maxLength);
  let end = Math.min(clean.length, start + maxLength);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    if (space !== -1 && space < (first?.[0] ?? end)) start = space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start && space >= (first?.[1] ?? start)) end = space;
  }
  const snippet = `${start > 0 ? '…' : ''}${clean.slice(start, end)}${end < clean.length ? '…' : ''}`;
  return { snippet, highlights: findHighlights(snippet, query) };
}
