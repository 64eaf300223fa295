'use client';

import type { FollowKind, MemberState } from '@magazine/contracts';
import { MEMBER_STATE_IDS_MAX } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { memberCall } from '@/lib/member/client';
import {
  actionCall,
  applyAction,
  chunk,
  dropPending,
  emptyKnown,
  emptyWanted,
  freshBookmarks,
  type Known,
  keepPending,
  type MemberAction,
  mergeState,
  type PendingAction,
  stateQuery,
  takePending,
  type Wanted,
} from '@/lib/member/state';
import { useAuth } from '../auth/auth-provider';
import { useModal } from '../ui/modal/modal-provider';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';

type WantKind = keyof Wanted | 'likes';

// The prompts' code (member-prompts.tsx) is fetched when one is first shown: a visit that never
// meets one (most) does not download it.
const prompts = () => import('./member-prompts');

type MemberApi = {
  known: Known;
  /** true once the state of what the page shows has arrived (or there was nothing to ask) */
  loaded: boolean;
  busy: ReadonlySet<string>;
  want(kind: WantKind, id: string): void;
  act(action: MemberAction): Promise<void>;
  /** what a call of its own (the onboarding) followed and unfollowed, and the follows left */
  learnFollows(kind: FollowKind, follows: Record<string, boolean>, followsLeft: number | null): void;
};

const MemberContext = createContext<MemberApi | null>(null);

export function useMember(): MemberApi {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember needs a MemberProvider');
  return value;
}

export const actionKey = (action: { type: string; id: string }) => `${action.type}:${action.id}`;
const here = () => window.location.pathname;

/**
 * The member's bookmark, like and follow state for whatever the page shows: buttons say which ids
 * they show, and one batched call (`v2/member/state`) after the page loads answers them all, so
 * the page itself stays the same for everyone and cacheable. A visitor's click opens the login
 * modal; the action is kept and done once they come back logged in.
 */
export function MemberProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const locale = useLocale() as 'vi' | 'en';
  const t = useTranslations('member');
  const modal = useModal();
  const snackbar = useSnackbar();
  const [known, setKnown] = useState<Known>(emptyKnown);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const wanted = useRef<Wanted>(emptyWanted());
  const likesWanted = useRef(new Set<string>());
  const asked = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // state calls and answered actions take numbers: what a state answer says of an item an action
  // changed after the call was made may have been read before the change, and is not shown
  const seq = useRef(0);
  const actedAt = useRef(new Map<string, number>());
  const inFlight = useRef(0);
  const generation = useRef(0);
  const member = auth.isAuth ? (auth.user?._id ?? null) : null;
  const { markBookmarked, settled } = auth;

  const flush = useCallback(async () => {
    timer.current = null;
    if (!auth.finishedLogin) return;
    const reader = generation.current;
    const fresh = emptyWanted();
    const take = (kind: keyof Wanted, ids: Iterable<string>) => {
      for (const id of ids) {
        if (asked.current.has(`${kind}:${id}`)) continue;
        asked.current.add(`${kind}:${id}`);
        fresh[kind].add(id);
      }
    };
    if (member)
      for (const kind of ['articles', 'topic', 'author', 'series'] as const) take(kind, wanted.current[kind]);
    else take('articles', likesWanted.current); // a visitor needs only the like counts
    const batches = chunk([...fresh.articles], MEMBER_STATE_IDS_MAX);
    const queries = (batches.length ? batches : [[]]).map((articles, i) =>
      stateQuery(
        i === 0
          ? { ...fresh, articles: new Set(articles) }
          : { ...emptyWanted(), articles: new Set(articles) },
      ),
    );
    for (const query of queries) {
      if (!query) continue;
      const askedAt = ++seq.current;
      inFlight.current++;
      const res = await memberCall<MemberState>('v2/member/state', { query, locale });
      inFlight.current--;
      // asked for the reader before a login or logout: what it says is not this reader's
      if (reader !== generation.current) return;
      if (res.errorCode !== 200) continue;
      const acted = new Set([...actedAt.current].filter(([, at]) => at > askedAt).map(([key]) => key));
      setKnown((current) => mergeState(current, res.data, acted));
      if (member) markBookmarked(freshBookmarks(res.data, acted));
    }
    // loaded once no call is on its way and none is due (another flush may have begun meanwhile)
    if (inFlight.current === 0 && timer.current === null) setLoaded(true);
  }, [auth.finishedLogin, member, locale, markBookmarked]);

  const schedule = useCallback(() => {
    if (timer.current === null) timer.current = setTimeout(() => void flush(), 0);
  }, [flush]);

  const want = useCallback(
    (kind: WantKind, id: string) => {
      if (kind === 'likes') {
        likesWanted.current.add(id);
        wanted.current.articles.add(id);
      } else wanted.current[kind].add(id);
      // not loaded again until what is newly shown has its answer (after a client-side link, the
      // next page's buttons would otherwise take `loaded` left from the page before)
      if (!asked.current.has(`${kind === 'likes' ? 'articles' : kind}:${id}`)) setLoaded(false);
      schedule();
    },
    [schedule],
  );

  // logging in or out changes every answer: ask again for everything shown
  // biome-ignore lint/correctness/useExhaustiveDependencies: member and finishedLogin are the triggers
  useEffect(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    generation.current++;
    asked.current = new Set();
    setKnown(emptyKnown());
    setLoaded(false);
    schedule();
  }, [member, auth.finishedLogin]);

  const failed = useCallback(
    () => void snackbar.show({ type: 'error', title: t('failedTitle'), content: t('failed'), ttl: 5000 }),
    [snackbar, t],
  );

  /** A prompt in the modal, once its code (member-prompts.tsx) is here; the action's error if it cannot come. */
  const showPrompt = useCallback(
    (title: string, body: (parts: Awaited<ReturnType<typeof prompts>>) => ReactNode) =>
      prompts().then((parts) => modal.show({ title, body: body(parts) }), failed),
    [modal, failed],
  );

  const askLogin = useCallback(
    (action: MemberAction) => {
      const pending: PendingAction =
        action.type === 'follow'
          ? { type: 'follow', kind: action.kind, id: action.id, path: here() }
          : { type: action.type, id: action.id, path: here() };
      // kept for the way back only when the reader goes to log in: a prompt closed is an action
      // declined, not one to do at a later login (another tab's, decision 0059)
      dropPending();
      return showPrompt(t('loginTitle'), ({ LoginPrompt }) => (
        <LoginPrompt action={action.type} path={here()} onGo={() => keepPending(pending)} />
      ));
    },
    [showPrompt, t],
  );

  const act = useCallback(
    async (action: MemberAction) => {
      const key = actionKey(action);
      setBusy((current) => new Set(current).add(key));
      try {
        // awaited: the button stays busy until the prompt is up (its code may still be on its way)
        if (!(await settled())) return await askLogin(action);
        const { path, body } = actionCall(action);
        const res = await memberCall<unknown>(path, { method: 'POST', body, locale });
        if (res.errorCode === 401) return await askLogin(action);
        if (res.message === 'FOLLOW_LIMIT_REACHED') {
          return await showPrompt(t('limitTitle'), ({ FollowLimitNotice }) => <FollowLimitNotice />);
        }
        if (res.errorCode !== 200) return failed();
        actedAt.current.set(key, ++seq.current);
        setKnown((current) => applyAction(current, action, res.data));
        if (action.type === 'bookmark') markBookmarked({ [action.id]: action.on });
        if (action.type !== 'like') {
          snackbar.show({
            type: 'success',
            title: t(`done.${action.type}.${action.on ? 'on' : 'off'}`),
            ttl: 2500,
          });
        }
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [settled, askLogin, showPrompt, failed, snackbar, locale, t, markBookmarked],
  );

  const learnFollows = useCallback(
    (kind: FollowKind, follows: Record<string, boolean>, followsLeft: number | null) => {
      const at = ++seq.current;
      for (const id of Object.keys(follows)) actedAt.current.set(actionKey({ type: 'follow', id }), at);
      // each as a follow button's answer would leave it
      setKnown((current) =>
        Object.entries(follows).reduce(
          (known, [id, on]) => applyAction(known, { type: 'follow', kind, id, on }, { followsLeft }),
          current,
        ),
      );
    },
    [],
  );

  // back from the login screen: do what the visitor asked for before it
  useEffect(() => {
    if (!auth.isAuth) return;
    const pending = takePending(here());
    if (pending) void act({ ...pending, on: true });
  }, [auth.isAuth, act]);

  const value = useMemo(
    () => ({ known, loaded, busy, want, act, learnFollows }),
    [known, loaded, busy, want, act, learnFollows],
  );
  return <MemberContext.Provider value={value}>{children}</MemberContext.Provider>;
}
