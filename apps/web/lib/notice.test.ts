import { describe, expect, it } from 'vitest';
import { noticeOf, withNotice } from './notice';

describe('withNotice', () => {
  it('adds the code to the address, keeping what it had', () => {
    expect(withNotice('/thong-tin-tai-khoan/bookmarked?page=2', 'UNBOOKMARKED')).toBe(
      '/thong-tin-tai-khoan/bookmarked?page=2&notice=UNBOOKMARKED',
    );
    expect(withNotice('/en/survey-results', 'SURVEY_DELETED')).toBe(
      '/en/survey-results?notice=SURVEY_DELETED',
    );
  });

  it('replaces an earlier notice rather than adding a second', () => {
    expect(withNotice('/moderation?notice=COMMENT_APPROVED&filter=reported', 'FORBIDDEN')).toBe(
      '/moderation?filter=reported&notice=FORBIDDEN',
    );
  });

  it('says a code the API does not have as "something went wrong"', () => {
    expect(withNotice('/event-desk?q=an&notice=FORBIDDEN', 'NO_SUCH_CODE')).toBe(
      '/event-desk?q=an&notice=SOMETHING_WENT_WRONG',
    );
  });

  it('rewrites the query only, never the path the caller checked', () => {
    expect(withNotice('/thong-tin-tai-khoan/bookmarked/../..//evil.example', 'UNBOOKMARKED')).toBe(
      '/thong-tin-tai-khoan/bookmarked/../..//evil.example?notice=UNBOOKMARKED',
    );
    expect(withNotice('/en/event-desk?q=a%20b#row', 'CHECK_IN_UNDONE')).toBe(
      '/en/event-desk?q=a+b&notice=CHECK_IN_UNDONE#row',
    );
  });
});

describe('noticeOf', () => {
  it('says a success in the reader’s language', () => {
    expect(noticeOf('UNFOLLOWED', 'vi')).toEqual({ ok: true, text: 'Đã bỏ theo dõi' });
    expect(noticeOf(['SURVEY_UPDATED', 'FORBIDDEN'], 'en')).toEqual({ ok: true, text: 'Survey saved' });
  });

  it('says a refusal as one', () => {
    expect(noticeOf('FORBIDDEN', 'en')).toEqual({ ok: false, text: 'You do not have permission to do this' });
  });

  it('says nothing for an address with words of its own, or none', () => {
    expect(noticeOf('<b>Hi', 'vi')).toBeNull();
    expect(noticeOf('toString', 'vi')).toBeNull();
    expect(noticeOf('', 'vi')).toBeNull();
    expect(noticeOf(undefined, 'en')).toBeNull();
  });
});
