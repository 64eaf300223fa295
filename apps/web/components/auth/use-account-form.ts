'use client';

import { unstable_rethrow } from 'next/navigation';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { emptyFormState, type FormState } from '@/lib/auth/form-state';
import { SESSION_ENDED_EVENT } from '@/lib/member/client';
import { notSentMessage } from '@/lib/not-sent';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * A server action behind a form that works without JavaScript (the form posts, the page comes
 * back with the state) and, with it, submits without the browser resetting what was typed.
 * A failure the server reports shows as an error snackbar ("Login failed" …); so does a call
 * that never got its answer (offline, the site updated meanwhile), which would otherwise have
 * replaced the form, and what was typed in it, with the error page.
 */
export function useAccountForm(action: Action, initial: FormState = emptyFormState) {
  // without JavaScript the form posts to the action and the page comes back with its answer
  const [served, formAction, posting] = useActionState(action, initial);
  // with it, the form calls the action itself and keeps the answer here
  const [answered, setAnswered] = useState<FormState | null>(null);
  const state = answered ?? served;
  const [transitioning, startTransition] = useTransition();
  const snackbar = useSnackbar();
  const shown = useRef<FormState | null>(null);
  const told = useRef<FormState | null>(null);

  useEffect(() => {
    // the session had ended: the header asks it again (signed out, the cookies cleared, SPEC §4)
    if (state.sessionEnded && told.current !== state) {
      told.current = state;
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    if (state.error && shown.current !== state) {
      shown.current = state;
      snackbar.show({
        type: 'error',
        title: state.error.title,
        content: state.error.content,
        placement: 'top-center',
      });
    }
  }, [state, snackbar]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // leaving each field runs its rule, so the reader sees every message at once
    for (const input of Array.from(form.querySelectorAll('input')))
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    // with the button that sent it (its name and value), as the browser's own submission has
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const prev = state;
    startTransition(async () => {
      let next: FormState;
      try {
        next = await action(prev, data);
      } catch (err) {
        // a redirect (where a login leads) and the router's other signals go on to the router
        unstable_rethrow(err);
        next = {
          values: typedIn(data),
          fieldErrors: {},
          error: notSentMessage(snackbar.notSent, err),
        };
      }
      startTransition(() => setAnswered(next));
    });
  };

  // the state came back with the page (the form posted before scripts ran, or without them): the
  // file fields are empty again, whatever was chosen
  const reloaded = answered === null;
  // how many answers were a success: a form that empties once done keys itself on it, so a later
  // refusal does not redraw it (and what was typed while it was on its way stays)
  const [counted, setCounted] = useState(state);
  const [successes, setSuccesses] = useState(0);
  if (counted !== state) {
    setCounted(state);
    if (state.notice) setSuccesses(successes + 1);
  }
  return { state, formAction, onSubmit, pending: posting || transitioning, reloaded, successes };
}

/** The form's text fields as sent (not the files, nor React's own `$ACTION` fields). */
function typedIn(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries())
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  return values;
}
