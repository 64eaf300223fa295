'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { readCookie } from '@/lib/dom/browser-storage';
import { useAuth } from './auth-provider';

/**
 * After a social login: once the session is confirmed, a first login goes on to choose topics
 * (where the welcome shows), any other to where the reader was going.
 */
export function VerifyLogin({ next, topicsPath }: { next: string; topicsPath: string }) {
  const router = useRouter();
  const auth = useAuth();
  useEffect(() => {
    if (!auth.finishedLogin) return;
    const first = readCookie('firstLogin') === 'true';
    router.replace(auth.isAuth && first ? topicsPath : next);
  }, [auth.finishedLogin, auth.isAuth, next, topicsPath, router]);
  return null;
}
