import type { User } from '@magazine/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  authReducer,
  eventForSession,
  initialAuthState,
  memberOf,
  oneAtATime,
  pathAfterLogout,
  SessionGate,
  sessionDiffers,
} from './auth-state';

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
    expect(pathAfterLogout('/thong-tin-tai-khoan', 'vi')).toBe('/');
    expect(pathAfterLogout('/en/profile', 'en')).toBe('/en');
    expect(pathAfterLogout('/en/some-article', 'en')).toBeNull();
    expect(pathAfterLogout('/tim-kiem', 'vi')).toBeNull();
  });

  it("goes to the home of the page's language, which the path may not show", () => {
    // /profile?lang=en is the English profile at an address without /en (SPEC §2)
    expect(pathAfterLogout('/profile', 'en')).toBe('/en');
    expect(pathAfterLogout('/thong-tin-tai-khoan', 'en')).toBe('/en');
    // and /en/profile?lang=vi the Vietnamese one
    expect(pathAfterLogout('/en/profile', 'vi')).toBe('/');
  });
});

describe('SessionGate: a press before the session is known waits for it', () => {
  it('answers a press made before the session call once it answers, member or not', async () => {
    const gate = new SessionGate();
    let answer: boolean | undefined;
    const pressed = gate.settled().then((isAuth) => {
      answer = isAuth;
    });
    await Promise.resolve();
    expect(answer).toBeUndefined();
    gate.update(authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user }));
    await pressed;
    expect(answer).toBe(true);

    const visitor = new SessionGate();
    const asked = visitor.settled();
    visitor.update(authReducer(initialAuthState, { type: 'INVALID_TOKEN' }));
    expect(await asked).toBe(false);
  });

  it('answers at once when the session is already known, and follows a later logout', async () => {
    const gate = new SessionGate();
    const signedIn = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', user });
    gate.update(signedIn);
    expect(await gate.settled()).toBe(true);
    gate.update(authReducer(signedIn, { type: 'LOGOUT' }));
    expect(await gate.settled()).toBe(false);
  });

  it('waits again while the session is asked again (back from the login), for the new answer', async () => {
    const gate = new SessionGate();
    const visitor = authReducer(initialAuthState, { type: 'INVALID_TOKEN' });
    gate.update(visitor);
    gate.hold();
    const pressed = gate.settled();
    gate.update(authReducer(visitor, { type: 'LOGIN_SUCCESS', user }));
    expect(await pressed).toBe(true);
    expect(await gate.settled()).toBe(true);
  });

  it('keeps waiting while the state changes without the session being known', async () => {
    const gate = new SessionGate();
    let answered = false;
    void gate.settled().then(() => {
      answered = true;
    });
    gate.update(authReducer(initialAuthState, { type: 'BOOKMARKS_LOADED', values: { a: true } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
  });
});

describe('tabs tell each other who is signed in (decision 0059)', () => {
  const member = { _id: 'u1', name: 'Lan' } as User;

  it('a tab names its member from the session call, null for a visitor; a failed call names no one', () => {
    expect(memberOf({ type: 'LOGIN_SUCCESS', user: member })).toBe('u1');
    expect(memberOf({ type: 'INVALID_TOKEN' })).toBeNull();
    expect(memberOf({ type: 'LOGOUT' })).toBeNull();
    // an outage in one tab is not a logout for the others
    expect(memberOf({ type: 'LOGIN_ERROR' })).toBeUndefined();
    expect(memberOf({ type: 'BOOKMARKS_LOADED', values: {} })).toBeUndefined();
  });

  it('asks again when another tab names someone else, or when it does not know yet', () => {
    expect(sessionDiffers(null, { member: 'u1' })).toBe(true);
    expect(sessionDiffers('u1', { member: null })).toBe(true);
    expect(sessionDiffers('u1', { member: 'u2' })).toBe(true);
    expect(sessionDiffers(undefined, { member: null })).toBe(true);
  });

  it('stays as it is when the other tab agrees, or says nothing it can read', () => {
    expect(sessionDiffers('u1', { member: 'u1' })).toBe(false);
    expect(sessionDiffers(null, { member: null })).toBe(false);
    for (const message of [null, 'u2', {}, { member: 7 }, { member: undefined }])
      expect(sessionDiffers('u1', message)).toBe(false);
  });
});

describe('oneAtATime: the session asked again while a call is on its way', () => {
  function calls() {
    const pending: ((answer: string) => void)[] = [];
    const ask = () => new Promise<string>((resolve) => pending.push(resolve));
    return { pending, ask };
  }

  it('makes one call more after the one on its way, and shows only the last answer', async () => {
    const { pending, ask } = calls();
    const shown: string[] = [];
    const refresh = oneAtATime(ask, (answer) => shown.push(answer));
    const first = refresh();
    const second = refresh();
    const third = refresh();
    expect(pending).toHaveLength(1);
    pending[0]!('visitor (asked before the login)');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!('member');
    await Promise.all([first, second, third]);
    expect(shown).toEqual(['member']);
  });

  it('asks anew once the call before has answered', async () => {
    const { pending, ask } = calls();
    const shown: string[] = [];
    const refresh = oneAtATime(ask, (answer) => shown.push(answer));
    const first = refresh();
    pending[0]!('member');
    await first;
    const next = refresh();
    pending[1]!('visitor');
    await next;
    expect(shown).toEqual(['member', 'visitor']);
  });
});
