'use client';

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
  useState,
} from 'react';
import { logoutAction } from '@/lib/auth/login-actions';
import { readCookie } from '@/lib/dom/cookies';
import { SESSION_ENDED_EVENT } from '@/lib/member/client';
import {
  authReducer,
  eventForSession,
  initialAuthState,
  pathAfterLogout,
  type SessionAnswer,
  SessionGate,
} from './auth-state';

type AuthApi = ReturnType<typeof useAuthValue>;
const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

const readIsLogin = () => typeof document !== 'undefined' && readCookie('web_custom_islogin') === 'true';

function useAuthValue() {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const pathname = usePathname();

  // a press before the session call answered must not be taken for a visitor's: it waits for it
  // (and again while the call is made again: back from the login, or after a 401)
  const [gate] = useState(() => new SessionGate());

  const refresh = useCallback(async () => {
    gate.hold();
    try {
      const res = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      dispatch(eventForSession((await res.json()) as SessionAnswer));
    } catch {
      dispatch({ type: 'LOGIN_ERROR' });
    }
  }, [gate]);

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

  // a layout effect: it runs before any component's effects, which may ask (back from the login)
  useLayoutEffect(() => gate.update(state), [gate, state]);
  /** Whether a member is signed in, once the session is known (at once when it already is). */
  const settled = useCallback(() => gate.settled(), [gate]);

  const logout = useCallback(async () => {
    await logoutAction();
    dispatch({ type: 'LOGOUT' });
    const home = pathAfterLogout(window.location.pathname);
    if (home) window.location.assign(home);
  }, []);

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
