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
  onSubmit: (reason: string) => Promise<void>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await props.onSubmit(reason.trim());
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
      />
      <div className={styles.formRow}>
        <button type="submit" className={styles.submit} disabled={busy}>
          {props.submit}
        </button>
      </div>
    </form>
  );
}
