'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { useSnackbar } from './snackbar/snackbar-provider';

type Props = {
  /** called from the page when JavaScript runs: answers the outcome (and refreshes what it changed) */
  run: (form: FormData) => Promise<ActionResult>;
  /** the same as a plain form post, without JavaScript: does it and redirects back */
  fallback: (form: FormData) => Promise<void>;
  /** hidden fields of the form */
  fields: Record<string, string>;
  children: ReactNode;
  className?: string;
  ariaLabel?: string;
};

/**
 * One button that changes something on the server (unfollow, approve, ban…). It works as a plain
 * form without JavaScript; with it, the page stays where it is, the list refreshes and a snackbar
 * says what happened.
 */
export function ActionForm({ run, fallback, fields, children, className, ariaLabel }: Props) {
  const snackbar = useSnackbar();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await run(new FormData(event.currentTarget));
      if (result.redirectTo) return router.push(result.redirectTo);
      snackbar.show({ type: result.ok ? 'success' : 'error', title: result.text, ttl: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form action={fallback} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={ariaLabel} disabled={busy}>
        {children}
      </button>
    </form>
  );
}
