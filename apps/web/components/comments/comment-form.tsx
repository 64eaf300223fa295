'use client';

import { COMMENT_MAX_LENGTH } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { leftAfterSending } from '@/lib/comments/draft';
import styles from './comments.module.css';

type Props = {
  label: string;
  submitLabel: string;
  initial?: string;
  /** answers true when the text was taken (then the form empties), false to keep it */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  /** keeps what is typed somewhere (the visitor's draft survives the login) */
  onChange?: (text: string) => void;
  /** after the text was taken: what the reader typed meanwhile, left in the box ('' when nothing) */
  onSent?: (rest: string) => void;
  autoFocus?: boolean;
};

/**
 * A comment, reply or edit: a text area with the characters left; nothing typed is lost on an
 * error, nor what is typed while the comment is being sent.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  onChange,
  onSent,
  autoFocus,
}: Props) {
  const t = useTranslations('comments');
  const id = useId();
  const [text, setText] = useState(initial);
  // the box as it is now: the reader may go on typing while a comment is being sent
  const latest = useRef(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const left = COMMENT_MAX_LENGTH - text.length;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(t('empty'));
      return;
    }
    setProblem(null);
    setBusy(true);
    const sent = text;
    try {
      if (await onSubmit(sent.trim())) {
        const rest = leftAfterSending(latest.current, sent);
        latest.current = rest;
        setText(rest);
        onChange?.(rest);
        onSent?.(rest);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name="body"
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: an answer or edit opens on request, where the reader is
        autoFocus={autoFocus}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-left${problem ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          latest.current = e.target.value;
          setText(e.target.value);
          onChange?.(e.target.value);
        }}
      />
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.formRow}>
        <span id={`${id}-left`} className={styles.left} aria-live="polite">
          {t('charactersLeft', { count: left })}
        </span>
        {onCancel && (
          <button type="button" className={styles.quiet} onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </button>
        )}
        <button type="submit" className={styles.submit} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
