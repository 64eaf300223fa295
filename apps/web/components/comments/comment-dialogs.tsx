'use client';

import { COMMENT_REPORT_REASON_MAX_LENGTH } from '@magazine/contracts';
import { useId, useState } from 'react';
import styles from './comments.module.css';

// What opens in the site's modal host; its texts come translated, as the host sits outside the
// article's messages.

export function ConfirmDelete(props: {
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.dialog}>
      <p>{props.text}</p>
      <div className={styles.formRow}>
        <button type="button" className={styles.quiet} onClick={props.onCancel}>
          {props.cancel}
        </button>
        <button type="button" className={styles.submit} onClick={props.onConfirm}>
          {props.confirm}
        </button>
      </div>
    </div>
  );
}

export function ReportForm(props: {
  label: string;
  submit: string;
  /** answers why the report did not go (said in the dialog, above the page's snackbars), or null */
  onSubmit: (reason: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          setProblem(await props.onSubmit(reason.trim()));
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={COMMENT_REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.formRow}>
        <button type="submit" className={styles.submit} disabled={busy}>
          {props.submit}
        </button>
      </div>
    </form>
  );
}
