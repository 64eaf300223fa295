import { describe, expect, it } from 'vitest';
import { chunk, emptyKnown, emptyWanted, mergeState, readPending, stateQuery } from './state';

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
