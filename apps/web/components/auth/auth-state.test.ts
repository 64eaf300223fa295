import type { User } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { authReducer, eventForSession, initialAuthState, pathAfterLogout } from './auth-state';

const user = { _id: 'u1', name: 'Lan', email: 'lan@example.com' } as User;

describe('auth state (SPEC §4)', () => {
  it('starts logged out and not finished', () => {
    expect(initialAuthState).toMatchObject({ isAuth: false, finishedLogin: false, user: null });
  });

  it('GET_DATA_SUCCESSFUL gives LOGIN_SUCCESS: authenticated, finished, user stored', () => {
    const state = authReducer(initialAuthState, eventForSession({ user }));
    expect(state).toMatchObject({ isAuth: true, finishedLogin: true, user, allowLoadScript: true });
  });

  it('INVALID_TOKEN: finished but unauthenticated, credentials gone', () => {
    const logged = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    const state = authReducer(logged, eventForSession({ user: null, reason: 'INVALID_TOKEN' }));
    expect(state).toMatchObject({ isAuth: false, finishedLogin: true, user: null });
  });

  it('a failed request gives LOGIN_ERROR, which forgets the member shown before', () => {
    expect(authReducer(initialAuthState, { type: 'LOGIN_ERROR' })).toMatchObject({
      isAuth: false,
      finishedLogin: true,
    });
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    expect(authReducer(signedIn, { type: 'LOGIN_ERROR' })).toMatchObject({ isAuth: false, user: null });
  });

  it('LOGOUT clears the user and bookmarks and allows scripts', () => {
    let state = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    state = authReducer(state, { type: 'BOOKMARKED', articleId: 'a1', value: true });
    expect(state.dataArticleBookmarked).toEqual({ a1: true });
    state = authReducer(state, { type: 'LOGOUT' });
    expect(state).toMatchObject({
      isAuth: false,
      user: null,
      allowLoadScript: true,
      dataArticleBookmarked: {},
    });
  });

  it('goes home after logout only from the profile pages', () => {
    expect(pathAfterLogout('/thong-tin-tai-khoan')).toBe('/');
    expect(pathAfterLogout('/en/profile')).toBe('/en');
    expect(pathAfterLogout('/en/some-article')).toBeNull();
  });
});
