'use client';

import type { Locale } from '@magazine/contracts';
import type { ReactNode } from 'react';
import { ActionForm } from '@/components/ui/action-form';
import staffButtons from '@/components/ui/staff-button.module.css';
import { undoCheckIn, undoCheckInFormAction } from '@/lib/events/desk-actions';
import styles from './desk.module.css';
import { CHECK_IN_UNDONE_EVENT, GATE_FIELD } from './gate-field';

/**
 * A checked-in row's undo: a plain form without JavaScript (it lands on `back`); with it, the
 * focus goes back to the gate's field, the gate hears which code it was, and a snackbar says it
 * unless the gate's answer did.
 */
export function RowUndo({
  locale,
  editionId,
  code,
  back,
  label,
  children,
}: {
  locale: Locale;
  editionId: string;
  code: string;
  back: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <ActionForm
      run={undoCheckIn}
      fallback={undoCheckInFormAction}
      fields={{ locale, editionId, code, back }}
      className={`${staffButtons.small} ${styles.undo}`}
      ariaLabel={label}
      focusAfter={GATE_FIELD}
      onDone={(result) => {
        if (!result.ok) return false;
        // the gate's answer cancels the event when it names the code: its line then says it, and
        // the snackbar would say it twice to a screen reader
        const event = new CustomEvent(CHECK_IN_UNDONE_EVENT, { detail: code, cancelable: true });
        return !window.dispatchEvent(event);
      }}
    >
      {children}
    </ActionForm>
  );
}
