'use client';

import { unstable_rethrow, useRouter } from 'next/navigation';
import { type ReactNode, useRef, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { SESSION_ENDED_EVENT } from '@/lib/member/client';
import { notSentMessage } from '@/lib/not-sent';
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
  /** the button's name and value, when the form has more than one (`after`) */
  submit?: { name: string; value: string };
  /** fields shown before the button (a note sent with it) */
  before?: ReactNode;
  /** more submit buttons after it, each with its own name and value */
  after?: ReactNode;
  /**
   * told the outcome (the page may change what it says); answering true means the page has said
   * it where the reader is, and the snackbar is not shown
   */
  onDone?: (result: ActionResult) => boolean;
  /** the element (a CSS selector) that has the focus after the answer: the button may be gone */
  focusAfter?: string;
};

/**
 * One button that changes something on the server (unfollow, approve, ban…), or a few that share
 * the form's fields (accept or decline, with a note). It works as a plain form without
 * JavaScript; with it, the page stays where it is, the list refreshes and a snackbar says what
 * happened. What the reader typed stays in the form when the answer is a refusal, or when the call
 * gets no answer at all.
 */
export function ActionForm({
  run,
  fallback,
  fields,
  children,
  className,
  ariaLabel,
  submit,
  before,
  after,
  onDone,
  focusAfter,
}: Props) {
  const snackbar = useSnackbar();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // a second click while the first is on its way is not a second request
  const sending = useRef(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const result = await run(new FormData(event.currentTarget, submitter));
      if (result.redirectTo) return router.push(result.redirectTo);
      // the form stays for another press once logged in again; the header learns it is signed out
      if (result.sessionEnded) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      // a refusal says what to do next (log in again, try later): it stays until closed, as the
      // account forms' do
      if (!onDone?.(result))
        snackbar.show({
          type: result.ok ? 'success' : 'error',
          title: result.text,
          ttl: result.ok ? 4000 : undefined,
        });
      if (focusAfter) document.querySelector<HTMLElement>(focusAfter)?.focus();
    } catch (err) {
      // a redirect (or another of Next's signals) is the router's, which acts on it already
      try {
        unstable_rethrow(err);
      } catch {
        return;
      }
      // the call got no answer (offline, the site updated meanwhile): said, and the form is as it was
      snackbar.show({ type: 'error', ...notSentMessage(snackbar.notSent, err), ttl: 6000 });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <form action={fallback} onSubmit={onSubmit} aria-busy={busy || undefined}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {before}
      <button
        type="submit"
        className={className}
        aria-label={ariaLabel}
        disabled={busy}
        name={submit?.name}
        value={submit?.value}
      >
        {children}
      </button>
      {after}
    </form>
  );
}
