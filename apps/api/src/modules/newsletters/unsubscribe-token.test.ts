import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const SECRET = 'a'.repeat(32);
const ID = '0192f3a4-5b6c-7d8e-9f00-112233445566';

describe('unsubscribe tokens', () => {
  it('name the member and the list they were made for', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, ID, 'weekly'))).toEqual({
      userId: ID,
      list: 'weekly',
    });
  });
  it('refuse another secret, another list or member, and anything malformed', () => {
    const token = unsubscribeToken(SECRET, ID, 'suggestions');
    expect(readUnsubscribeToken('b'.repeat(32), token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace('suggestions', 'weekly'))).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.replace(ID, ID.replace('6', '7')))).toBeNull();
    for (const bad of ['', '...', `${token}.x`, `${ID}.other.${token.split('.')[2]}`])
      expect(readUnsubscribeToken(SECRET, bad)).toBeNull();
  });
});
