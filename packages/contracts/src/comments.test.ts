import { describe, expect, it } from 'vitest';
import {
  BannedWordBody,
  CommentListQuery,
  findBannedWords,
  moderationWords,
  NewCommentBody,
  normalizeBannedWord,
  ReportCommentBody,
} from './comments';
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from './constants';

const ID = '0190a6f0-0000-7000-8000-000000000001';

describe('banned-word folding', () => {
  it('folds tone marks, other diacritics and đ, in lower case, into words', () => {
    expect(moderationWords('ĐỒ  ngốc!')).toEqual(['do', 'ngoc']);
    expect(moderationWords('Thằng_ơi, phở-bò 2026')).toEqual(['thang', 'oi', 'pho', 'bo', '2026']);
    // decomposed input (marks as separate code points) folds the same way
    expect(moderationWords('Đồ ngốc'.normalize('NFD'))).toEqual(['do', 'ngoc']);
    expect(moderationWords('  ?! ')).toEqual([]);
  });

  it('stores a word or phrase as its folded words joined by one space', () => {
    expect(normalizeBannedWord('  Đồ   Ngốc ')).toBe('do ngoc');
    expect(normalizeBannedWord('ƠI!')).toBe('oi');
    expect(normalizeBannedWord('...')).toBe('');
  });
});

describe('findBannedWords', () => {
  const banned = ['do ngoc', 'oi'];

  it('finds a banned phrase written with or without tone marks, in any case', () => {
    for (const text of ['đồ ngốc', 'do ngoc', 'ĐỒ NGỐC', 'Anh là đồ ngốc!', 'Do   ngoc.', 'đồ, ngốc']) {
      expect(findBannedWords(text, banned), text).toEqual(['do ngoc']);
    }
  });

  it('treats đ and d, ơ and o alike, both ways', () => {
    expect(findBannedWords('Ơi', ['oi'])).toEqual(['oi']);
    expect(findBannedWords('oi', ['ơi'])).toEqual(['ơi']);
    expect(findBannedWords('Đồ ngốc', ['do ngoc'])).toEqual(['do ngoc']);
    expect(findBannedWords('do ngoc', ['Đồ Ngốc'])).toEqual(['Đồ Ngốc']);
  });

  it('matches whole words only, and a phrase only with its words next to each other', () => {
    expect(findBannedWords('đồ ngốcnghếch', banned)).toEqual([]);
    expect(findBannedWords('đồ chơi ngốc', banned)).toEqual([]);
    expect(findBannedWords('gọi', ['oi'])).toEqual([]);
    expect(findBannedWords('choi', ['oi'])).toEqual([]);
    expect(findBannedWords('ngốc đồ', banned)).toEqual([]);
  });

  it('lists every entry found, in list order, and ignores empty entries', () => {
    expect(findBannedWords('ơi đồ ngốc', banned)).toEqual(['do ngoc', 'oi']);
    expect(findBannedWords('anything', ['', '!!'])).toEqual([]);
    expect(findBannedWords('', banned)).toEqual([]);
  });
});

describe('comment requests', () => {
  it('keeps the body as typed, trimmed; markup is just text', () => {
    const body = '  <script>alert(1)</script> & <b>hi</b>\n  ';
    expect(NewCommentBody.parse({ articleId: ID, body })).toEqual({
      articleId: ID,
      body: '<script>alert(1)</script> & <b>hi</b>',
    });
  });

  it('refuses an empty, too long or NUL-carrying body, and unknown fields', () => {
    expect(NewCommentBody.safeParse({ articleId: ID, body: ' \n\t ' }).success).toBe(false);
    expect(NewCommentBody.safeParse({ articleId: ID, body: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      NewCommentBody.safeParse({ articleId: ID, body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    const nul = NewCommentBody.safeParse({ articleId: ID, body: 'a\u0000b' });
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]).toMatchObject({ path: ['body'], message: 'INVALID_VALUE' });
    expect(NewCommentBody.safeParse({ articleId: ID, body: 'hi', html: true }).success).toBe(false);
  });

  it('accepts a missing or null parentId, and a uuid', () => {
    expect(NewCommentBody.parse({ articleId: ID, parentId: null, body: 'hi' }).parentId).toBeNull();
    expect(NewCommentBody.parse({ articleId: ID, parentId: ID, body: 'hi' }).parentId).toBe(ID);
    expect(NewCommentBody.safeParse({ articleId: ID, parentId: 'x', body: 'hi' }).success).toBe(false);
  });

  it('defaults the list to newest first, COMMENTS_PAGE_SIZE a page', () => {
    expect(CommentListQuery.parse({ articleId: ID })).toEqual({
      articleId: ID,
      sort: 'newest',
      page: 1,
      limit: COMMENTS_PAGE_SIZE,
    });
    expect(CommentListQuery.safeParse({ articleId: ID, sort: 'best' }).success).toBe(false);
  });

  it('takes an optional report reason of at most 500 characters', () => {
    expect(ReportCommentBody.parse({})).toEqual({ reason: '' });
    expect(ReportCommentBody.parse({ reason: ' spam ' })).toEqual({ reason: 'spam' });
    expect(ReportCommentBody.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('refuses a banned word that has no letters or digits', () => {
    expect(BannedWordBody.parse({ word: ' Đồ ngốc ' })).toEqual({ word: 'Đồ ngốc' });
    expect(BannedWordBody.safeParse({ word: '!!!' }).success).toBe(false);
    expect(BannedWordBody.safeParse({ word: '' }).success).toBe(false);
  });
});
