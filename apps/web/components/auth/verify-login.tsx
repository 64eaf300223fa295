'use client';

import type { Locale } from '@magazine/contracts';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { withRedirect } from '@/lib/auth/redirect-target';
import { readCookie } from '@/lib/dom/browser-storage';
import { useAuth } from './auth-provider';

/**
 * After a social login: once the session is confirmed, a first login goes on to choose topics
 * (where the welcome shows), any other to where the reader was going.
 */
export function VerifyLogin({
  next,
  topicsPath,
  locale,
}: {
  next: string;
  topicsPath: string;
  locale: Locale;
}) {
  const router = useRouter();
  const auth = useAuth();
  useEffect(() => {
    if (!auth.finishedLogin) return;
    const first = readCookie('firstLogin') === 'true';
    // a first login's choice of topics ends where the reader was going
    router.replace(auth.isAuth && first ? withRedirect(topicsPath, next, locale) : next);
  }, [auth.finishedLogin, auth.isAuth, next, topicsPath, locale, router]);
  return null;
}
