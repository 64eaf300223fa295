'use client';

import type { Locale } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { logoutAction } from '@/lib/auth/login-actions';
import { readCookie } from '@/lib/dom/browser-storage';
import { SESSION_ENDED_EVENT } from '@/lib/member/client';
import {
  type AuthEvent,
  authReducer,
  eventForSession,
  initialAuthState,
  memberOf,
  oneAtATime,
  pathAfterLogout,
  type SessionAnswer,
  SessionGate,
  type SessionMember,
  sessionDiffers,
} from './auth-state';

/** The channel the site's tabs tell each other who is signed in on (decision 0059). */
const SESSION_CHANNEL = 'magazine:session';

type AuthApi = ReturnType<typeof useAuthValue>;
const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** What `/api/session` says of the cookies, as an auth event (LOGIN_ERROR when it cannot say). */
async function askSession(): Promise<AuthEvent> {
  try {
    const res = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    return eventForSession((await res.json()) as SessionAnswer);
  } catch {
    return { type: 'LOGIN_ERROR' };
  }
}

const readIsLogin = () => typeof document !== 'undefined' && readCookie('web_custom_islogin') === 'true';

function useAuthValue() {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const pathname = usePathname();

  // a press before the session call answered must not be taken for a visitor's: it waits for it
  // (and again while the call is made again: back from the login, or after a 401)
  const [gate] = useState(() => new SessionGate());

  // Who this tab last learned is signed in (a member's id, null for a visitor, undefined while not
  // known: before the first answer, or after a call that failed), and the channel the site's tabs
  // tell each other on (below): a tab says it only when it changes.
  const known = useRef<SessionMember>(undefined);
  const channel = useRef<BroadcastChannel | null>(null);
  const learned = useCallback((member: SessionMember) => {
    if (member === known.current) return;
    known.current = member;
    if (member !== undefined) channel.current?.postMessage({ member });
  }, []);

  // One session call at a time: asked again while one is on its way (another tab, a 401), one more
  // follows it, and only the last one's answer is shown (an older answer, back later, is not the
  // cookies' any more)
  const [ask] = useState(() =>
    oneAtATime(askSession, (event: AuthEvent) => {
      dispatch(event);
      learned(memberOf(event));
    }),
  );
  const refresh = useCallback((): Promise<void> => {
    gate.hold();
    return ask();
  }, [gate, ask]);

  // One small call after the page loads; again after a navigation that logged in or out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    if (!state.finishedLogin || readIsLogin() !== state.isAuth) void refresh();
  }, [pathname, refresh]);

  // a member call answered 401: the session ended elsewhere; the session call says so
  useEffect(() => {
    const ended = () => void refresh();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [refresh]);

  // a login or logout in another tab of the site shows in this one without a reload: a tab that
  // hears another name someone else asks its own session call (the cookies are the same for all
  // tabs). The channel is closed while the page is hidden in the back/forward cache (an open one
  // keeps a page out of it); a page restored from there asks, as it heard nothing meanwhile.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const open = () => {
      const tabs = new BroadcastChannel(SESSION_CHANNEL);
      tabs.onmessage = (event: MessageEvent) => {
        if (sessionDiffers(known.current, event.data)) void refresh();
      };
      channel.current = tabs;
    };
    const close = () => {
      channel.current?.close();
      channel.current = null;
    };
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      if (!channel.current) open();
      void refresh();
    };
    open();
    window.addEventListener('pagehide', close);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pagehide', close);
      window.removeEventListener('pageshow', shown);
      close();
    };
  }, [refresh]);

  // a layout effect: it runs before any component's effects, which may ask (back from the login)
  useLayoutEffect(() => gate.update(state), [gate, state]);
  /** Whether a member is signed in, once the session is known (at once when it already is). */
  const settled = useCallback(() => gate.settled(), [gate]);

  const logout = useCallback(
    async (locale: Locale) => {
      await logoutAction();
      dispatch({ type: 'LOGOUT' });
      learned(null);
      // a session call asked before the logout (a page's refresh, as the verified email's) would
      // answer with the member after this: asked again, only the new answer is shown
      void refresh();
      const home = pathAfterLogout(window.location.pathname, locale);
      if (home) window.location.assign(home);
    },
    [learned, refresh],
  );

  const markBookmarked = useCallback((values: Record<string, boolean>) => {
    dispatch({ type: 'BOOKMARKS_LOADED', values });
  }, []);

  return useMemo(
    () => ({ ...state, refresh, settled, logout, markBookmarked }),
    [state, refresh, settled, logout, markBookmarked],
  );
}

/** SPEC §3–§4 auth state for the whole site; the page itself stays the same for everyone. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useAuthValue();
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
