import { describe, expect, it } from 'vitest';
import {
  actionCall,
  applyAction,
  chunk,
  emptyKnown,
  emptyWanted,
  freshBookmarks,
  mergeState,
  readPending,
  stateQuery,
} from './state';

const A = '0190a0b2-0000-7000-8000-00000000000a';
const B = '0190a0b2-0000-7000-8000-00000000000b';

describe('member state', () => {
  it('asks for nothing when the page shows nothing, else one sorted list per kind', () => {
    expect(stateQuery(emptyWanted())).toBeNull();
    const wanted = emptyWanted();
    wanted.articles.add(B).add(A);
    wanted.topic.add(A);
    expect(stateQuery(wanted)).toEqual({ articleIds: `${A},${B}`, topicIds: A });
  });

  it('chunks long lists to what the API takes', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });

  it('merges an answer into what is known, keeping what other answers said', () => {
    const first = mergeState(emptyKnown(), {
      bookmarked: { [A]: true },
      liked: { [A]: false },
      likeCounts: { [A]: 3 },
      following: { topic: { [A]: true }, author: {}, series: {} },
      followsLeft: 2,
    });
    const second = mergeState(first, {
      bookmarked: { [B]: false },
      liked: { [B]: true },
      likeCounts: { [B]: 1 },
      following: { topic: { [B]: false }, author: {}, series: {} },
      followsLeft: 2,
    });
    expect(second.articles).toEqual({
      [A]: { bookmarked: true, liked: false, likeCount: 3 },
      [B]: { bookmarked: false, liked: true, likeCount: 1 },
    });
    expect(second.following.topic).toEqual({ [A]: true, [B]: false });
    expect(second.followsLeft).toBe(2);
  });

  it('keeps what an action answered after the state was asked for set, and takes the rest', () => {
    const pressed = mergeState(emptyKnown(), {
      bookmarked: { [A]: false },
      liked: { [A]: false },
      likeCounts: { [A]: 3 },
      following: { topic: { [A]: false }, author: {}, series: {} },
      followsLeft: 3,
    });
    // the member liked A (4 now), bookmarked it and followed topic A, each answered before a state
    // answer read earlier: it still says not liked, 3, not bookmarked, not followed, 3 follows left
    const acted = { ...pressed, articles: { [A]: { bookmarked: true, liked: true, likeCount: 4 } } };
    const followed = { ...acted, following: { ...acted.following, topic: { [A]: true } }, followsLeft: 2 };
    const stale = {
      bookmarked: { [A]: false, [B]: true },
      liked: { [A]: false, [B]: false },
      likeCounts: { [A]: 3, [B]: 7 },
      following: { topic: { [A]: false, [B]: true }, author: {}, series: {} },
      followsLeft: 3,
    };
    const merged = mergeState(followed, stale, new Set([`like:${A}`, `bookmark:${A}`, `follow:${A}`]));
    expect(merged.articles[A]).toEqual({ bookmarked: true, liked: true, likeCount: 4 });
    expect(merged.articles[B]).toEqual({ bookmarked: true, liked: false, likeCount: 7 });
    expect(merged.following.topic).toEqual({ [A]: true, [B]: true });
    expect(merged.followsLeft).toBe(2);
    expect(freshBookmarks(stale, new Set([`bookmark:${A}`]))).toEqual({ [B]: true });
    // nothing acted on: the answer is taken whole
    expect(mergeState(followed, stale).articles[A]).toEqual({
      bookmarked: false,
      liked: false,
      likeCount: 3,
    });
    expect(mergeState(followed, stale).followsLeft).toBe(3);
  });

  it('resumes a pending action only on its own page and only when well formed', () => {
    const stored = JSON.stringify({ type: 'follow', kind: 'topic', id: A, path: '/chu-de/am-thuc' });
    expect(readPending(stored, '/chu-de/am-thuc')).toEqual({
      type: 'follow',
      kind: 'topic',
      id: A,
      path: '/chu-de/am-thuc',
    });
    expect(readPending(stored, '/')).toBeNull();
    expect(readPending(JSON.stringify({ type: 'follow', kind: 'tag', id: A, path: '/' }), '/')).toBeNull();
    expect(readPending(JSON.stringify({ type: 'bookmark', id: 'x', path: '/' }), '/')).toBeNull();
    expect(readPending('{not json', '/')).toBeNull();
    expect(readPending(null, '/')).toBeNull();
  });
});

describe('a member’s press', () => {
  it('is the call SPEC §7 names for it', () => {
    expect(actionCall({ type: 'bookmark', id: A, on: true })).toEqual({
      path: `bookmark/bookmark-article/${A}`,
    });
    expect(actionCall({ type: 'bookmark', id: A, on: false })).toEqual({
      path: `bookmark/unbookmark-article/${A}`,
    });
    expect(actionCall({ type: 'like', id: A, on: false })).toEqual({
      path: 'v2/like/article',
      body: { articleId: A, like: false },
    });
    expect(actionCall({ type: 'follow', kind: 'series', id: A, on: true })).toEqual({
      path: `v2/follow/series/${A}`,
    });
    expect(actionCall({ type: 'follow', kind: 'author', id: A, on: false })).toEqual({
      path: `v2/unfollow/author/${A}`,
    });
  });

  it('leaves a bookmark pressed and the article’s like count as the like’s answer says', () => {
    const known = mergeState(emptyKnown(), {
      bookmarked: { [A]: false },
      liked: { [A]: false },
      likeCounts: { [A]: 4 },
      following: { topic: {}, author: {}, series: {} },
      followsLeft: null,
    });
    const bookmarked = applyAction(known, { type: 'bookmark', id: A, on: true }, null);
    expect(bookmarked.articles[A]).toEqual({ bookmarked: true, liked: false, likeCount: 4 });
    const liked = applyAction(bookmarked, { type: 'like', id: A, on: true }, { likeCount: 5 });
    expect(liked.articles[A]).toEqual({ bookmarked: true, liked: true, likeCount: 5 });
    // an article nothing was known of starts from nothing pressed
    expect(applyAction(known, { type: 'bookmark', id: B, on: true }, null).articles[B]).toEqual({
      bookmarked: true,
      liked: false,
      likeCount: 0,
    });
    // what was known stays as it was
    expect(known.articles[A]).toEqual({ bookmarked: false, liked: false, likeCount: 4 });
  });

  it('follows, counting down an unverified member’s follows left when the answer says', () => {
    const known = { ...emptyKnown(), followsLeft: 2 };
    const followed = applyAction(
      known,
      { type: 'follow', kind: 'topic', id: A, on: true },
      { followsLeft: 1 },
    );
    expect(followed.following.topic).toEqual({ [A]: true });
    expect(followed.followsLeft).toBe(1);
    // verified meanwhile: no limit any more
    const verified = applyAction(
      followed,
      { type: 'follow', kind: 'author', id: B, on: true },
      { followsLeft: null },
    );
    expect(verified.followsLeft).toBeNull();
    expect(verified.following.topic).toEqual({ [A]: true });
    // an answer that does not say leaves the count alone
    const unfollowed = applyAction(followed, { type: 'follow', kind: 'topic', id: A, on: false }, {});
    expect(unfollowed.following.topic).toEqual({ [A]: false });
    expect(unfollowed.followsLeft).toBe(1);
  });
});
