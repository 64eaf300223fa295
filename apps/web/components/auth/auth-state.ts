import type { Locale, User } from '@magazine/contracts';

// The auth state of SPEC §3–§4, as the site keeps it in the browser.

export type AuthState = {
  isAuth: boolean;
  finishedLogin: boolean;
  user: User | null;
  /** third-party scripts wait until the login state is known */
  allowLoadScript: boolean;
  /** articleId → bookmarked: the page's state call fills it, a bookmark or unbookmark (errorCode 200) toggles it */
  dataArticleBookmarked: Record<string, boolean>;
};

export type AuthEvent =
  | { type: 'LOGIN_SUCCESS'; user: User }
  | { type: 'INVALID_TOKEN' }
  | { type: 'LOGIN_ERROR' }
  | { type: 'LOGOUT' }
  | { type: 'BOOKMARKED'; articleId: string; value: boolean }
  | { type: 'BOOKMARKS_LOADED'; values: Record<string, boolean> };

export const initialAuthState: AuthState = {
  isAuth: false,
  finishedLogin: false,
  user: null,
  allowLoadScript: false,
  dataArticleBookmarked: {},
};

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'LOGIN_SUCCESS':
      return { ...state, isAuth: true, finishedLogin: true, user: event.user, allowLoadScript: true };
    case 'INVALID_TOKEN':
      return {
        ...state,
        isAuth: false,
        finishedLogin: true,
        user: null,
        allowLoadScript: true,
        dataArticleBookmarked: {},
      };
    case 'LOGIN_ERROR':
      // nobody is known to be signed in: no member either (the header decides by the user)
      return { ...state, isAuth: false, finishedLogin: true, user: null, allowLoadScript: true };
    case 'LOGOUT':
      return { ...initialAuthState, finishedLogin: true, allowLoadScript: true };
    case 'BOOKMARKED':
      return {
        ...state,
        dataArticleBookmarked: { ...state.dataArticleBookmarked, [event.articleId]: event.value },
      };
    case 'BOOKMARKS_LOADED':
      return { ...state, dataArticleBookmarked: { ...state.dataArticleBookmarked, ...event.values } };
  }
}

/** What `/api/session` answers: the member, nobody, or a token the API refused. */
export type SessionAnswer = { user: User } | { user: null; reason?: 'INVALID_TOKEN' };

export function eventForSession(answer: SessionAnswer): AuthEvent {
  if (answer.user) return { type: 'LOGIN_SUCCESS', user: answer.user };
  return { type: 'INVALID_TOKEN' };
}

/**
 * SPEC §4: logging out on the profile page goes home, in the page's language (`/` or `/en`). The
 * language is the page's, not the path's: `/profile?lang=en` is an English page without `/en`.
 */
export function pathAfterLogout(pathname: string, locale: Locale): string | null {
  if (!/^\/(en\/)?(profile|thong-tin-tai-khoan|thong-tin-ca-nhan|change-password)(\/|$)/.test(pathname))
    return null;
  return locale === 'en' ? '/en' : '/';
}

/**
 * Answers "is a member signed in?" once the session is known: a press before the session call
 * answered waits for it instead of being taken for a visitor's (and asking a member to log in).
 */
export class SessionGate {
  private state: Pick<AuthState, 'finishedLogin' | 'isAuth'> = initialAuthState;
  private held = false;
  private waiting: ((isAuth: boolean) => void)[] = [];

  /** The session is being asked again (back from the login, a 401): what is known may be old. */
  hold(): void {
    this.held = true;
  }

  update(state: Pick<AuthState, 'finishedLogin' | 'isAuth'>): void {
    this.state = state;
    if (!state.finishedLogin) return;
    this.held = false;
    for (const resolve of this.waiting.splice(0)) resolve(state.isAuth);
  }

  settled(): Promise<boolean> {
    if (this.state.finishedLogin && !this.held) return Promise.resolve(this.state.isAuth);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/**
 * Who a tab takes to be signed in: a member's id, null for a visitor, undefined while it does not
 * know (before its session call answered, or when that call failed). The site's tabs tell each
 * other theirs (decision 0059).
 */
export type SessionMember = string | null | undefined;

/** Who a session call's outcome says is signed in: a failed call says nothing. */
export function memberOf(event: AuthEvent): SessionMember {
  if (event.type === 'LOGIN_SUCCESS') return event.user._id;
  if (event.type === 'INVALID_TOKEN' || event.type === 'LOGOUT') return null;
  return undefined;
}

/**
 * Whether what another tab says (`{ member }`, posted on the session channel) means this tab's
 * idea of the session is old: it names someone else, or this tab does not know yet (its own call
 * may have been answered before the other tab's login or logout).
 */
export function sessionDiffers(mine: SessionMember, message: unknown): boolean {
  if (typeof message !== 'object' || message === null || !('member' in message)) return false;
  const theirs = (message as { member: unknown }).member;
  if (theirs !== null && typeof theirs !== 'string') return false;
  return mine === undefined || theirs !== mine;
}

/**
 * A call made one at a time: asked for again while one is on its way, one more follows it (what
 * it answers may be older than what made the second ask), and only the last one's answer is
 * applied. Every ask resolves once the answer it waited for is applied.
 */
export function oneAtATime<T>(ask: () => Promise<T>, apply: (answer: T) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const answer = await ask();
      if (!again) apply(answer);
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
}
