'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import type { NotSentWords } from '@/lib/not-sent';
import styles from './snackbar.module.css';
import { SNACKBAR_PLACEMENTS, type Snackbar, type SnackbarSpec, snackbarReducer } from './snackbar-state';

type SnackbarApi = {
  show(spec: SnackbarSpec): number;
  hide(id: number): void;
  /**
   * the words for a form's call that got no answer: here because every page has this provider,
   * while the pages' own message providers each carry only their namespaces
   */
  notSent: NotSentWords;
};

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}

function SnackbarItem({
  snackbar,
  onClose,
  closeLabel,
}: {
  snackbar: Snackbar;
  /** stable across renders: a new function each time would start the ttl over whenever another
   * snackbar is shown or hidden */
  onClose: (id: number) => void;
  closeLabel: string;
}) {
  const { id, ttl } = snackbar;
  useEffect(() => {
    if (!ttl) return;
    const timer = setTimeout(() => onClose(id), ttl);
    return () => clearTimeout(timer);
  }, [id, ttl, onClose]);
  const type = snackbar.type ?? 'default';
  return (
    <div
      className={`${styles.snackbar} ${styles[type] ?? ''}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      data-snackbar={type}
    >
      <p className={styles.title}>{snackbar.title}</p>
      {snackbar.content && <p className={styles.content}>{snackbar.content}</p>}
      {snackbar.action && (
        <button type="button" className={styles.action} onClick={() => void snackbar.action?.onClick()}>
          {snackbar.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose(id)}>
        ×
      </button>
    </div>
  );
}

/** Hosts the snackbars of the whole site, grouped by placement. */
export function SnackbarProvider({
  children,
  closeLabel,
  label,
  notSent,
}: {
  children: ReactNode;
  closeLabel: string;
  label: string;
  notSent: NotSentWords;
}) {
  const [items, dispatch] = useReducer(snackbarReducer, []);
  const nextId = useRef(1);
  const hide = useCallback((id: number) => dispatch({ type: 'hide', id }), []);
  const show = useCallback((spec: SnackbarSpec) => {
    const id = nextId.current++;
    dispatch({ type: 'show', snackbar: { ...spec, id } });
    return id;
  }, []);
  // the words come as a new object with each render of the layout (a refresh): the context keeps
  // its identity while they read the same, so effects that depend on it do not run again
  const { title, offline, updated, failed } = notSent;
  const api = useMemo(
    () => ({ show, hide, notSent: { title, offline, updated, failed } }),
    [show, hide, title, offline, updated, failed],
  );
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {SNACKBAR_PLACEMENTS.map((placement) => {
        const here = items.filter((s) => (s.placement ?? 'top-center') === placement);
        if (here.length === 0) return null;
        return (
          <section key={placement} className={`${styles.region} ${styles[placement]}`} aria-label={label}>
            {here.map((s) => (
              <SnackbarItem key={s.id} snackbar={s} onClose={hide} closeLabel={closeLabel} />
            ))}
          </section>
        );
      })}
    </SnackbarContext.Provider>
  );
}
