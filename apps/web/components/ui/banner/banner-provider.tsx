'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { lasting } from '@/lib/dom/browser-storage';
import styles from './banner.module.css';

const STORAGE_KEY = 'dismissed-banners';

type BannerApi = { isDismissed(id: string): boolean; dismiss(id: string): void };

const BannerContext = createContext<BannerApi>({ isDismissed: () => false, dismiss: () => {} });

/** The banners closed before, as stored; a damaged entry means none. */
function readStored(): string[] {
  try {
    const stored = JSON.parse(lasting.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The banner context (SPEC §2): which banners the reader closed, kept in localStorage so a closed
 * banner stays closed on every page. Banners render on the server; the choice applies after load.
 */
export function BannerProvider({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useState<Set<string>>(new Set());
  // joined with what is already shown closed: a banner closed before this ran stays closed
  useEffect(() => setDismissed((current) => new Set([...readStored(), ...current])), []);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => new Set(current).add(id));
    // what is stored, not only what this page had read: nothing closed before is forgotten (with
    // storage off: closed for this page only)
    const next = new Set(readStored()).add(id);
    lasting.setItem(STORAGE_KEY, JSON.stringify([...next].slice(-100)));
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
