'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import styles from './banner.module.css';

const STORAGE_KEY = 'dismissed-banners';

type BannerApi = { isDismissed(id: string): boolean; dismiss(id: string): void };

const BannerContext = createContext<BannerApi>({ isDismissed: () => false, dismiss: () => {} });

/**
 * The banner context (SPEC §2): which banners the reader closed, kept in localStorage so a closed
 * banner stays closed on every page. Banners render on the server; the choice applies after load.
 */
export function BannerProvider({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  useEffect(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
      if (Array.isArray(stored)) setDismissed(new Set(stored.filter((id) => typeof id === 'string')));
    } catch {
      // a damaged entry means nothing was dismissed
    }
  }, []);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(id);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify([...next].slice(-100)));
      } catch {
        // private mode: closed for this page only
      }
      return next;
    });
  }, []);
  const api = useMemo(
    () => ({ isDismissed: (id: string) => dismissed.has(id), dismiss }),
    [dismissed, dismiss],
  );
  return <BannerContext.Provider value={api}>{children}</BannerContext.Provider>;
}

/** A banner the reader can close for good; `id` names what it advertises. */
export function Banner({
  id,
  label,
  closeLabel,
  className,
  children,
}: {
  id: string;
  label: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const { isDismissed, dismiss } = useContext(BannerContext);
  if (isDismissed(id)) return null;
  return (
    <aside className={`${styles.banner} ${className ?? ''}`} aria-label={label}>
      {children}
      <button type="button" className={styles.close} onClick={() => dismiss(id)} aria-label={closeLabel}>
        ×
      </button>
    </aside>
  );
}
