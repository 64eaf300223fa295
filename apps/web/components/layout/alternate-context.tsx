'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type AlternateState = { href: string | null; setHref: (href: string | null) => void };

const AlternateContext = createContext<AlternateState>({ href: null, setHref: () => {} });

/** Holds the other-language URL a page declares, for the language switch in the header. */
export function AlternateProvider({ children }: { children: ReactNode }) {
  const [href, setHref] = useState<string | null>(null);
  return <AlternateContext.Provider value={{ href, setHref }}>{children}</AlternateContext.Provider>;
}

export function useAlternateHref(): string | null {
  return useContext(AlternateContext).href;
}

/** Rendered by a page whose counterpart the pathname alone cannot tell (an article). */
export function SetAlternateHref({ href }: { href: string }) {
  const { setHref } = useContext(AlternateContext);
  useEffect(() => {
    setHref(href);
    return () => setHref(null);
  }, [href, setHref]);
  return null;
}
