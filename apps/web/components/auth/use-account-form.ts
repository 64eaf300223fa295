'use client';

import { useActionState, useEffect, useRef, useTransition } from 'react';
import { emptyFormState, type FormState } from '@/lib/auth/form-state';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * A server action behind a form that works without JavaScript (the form posts, the page comes
 * back with the state) and, with it, submits without the browser resetting what was typed.
 * A failure the server reports shows as an error snackbar ("Login failed" …).
 */
export function useAccountForm(action: Action, initial: FormState = emptyFormState) {
  const [state, formAction, pending] = useActionState(action, initial);
  const [transitioning, startTransition] = useTransition();
  const snackbar = useSnackbar();
  const shown = useRef<FormState | null>(null);

  useEffect(() => {
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
    startTransition(() => formAction(data));
  };

  return { state, formAction, onSubmit, pending: pending || transitioning };
}
