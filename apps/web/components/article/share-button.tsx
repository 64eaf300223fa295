'use client';

import { useId } from 'react';
// the look of the like and save buttons beside it
import styles from '@/components/member/member.module.css';
import { useModal } from '@/components/ui/modal/modal-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';

type Labels = { open: string; title: string; copy: string; copied: string; linkLabel: string };

/** Opens the share modal: the article's address to copy, beside the share links of the page. */
export function ShareButton({ url, labels }: { url: string; labels: Labels }) {
  const modal = useModal();
  const snackbar = useSnackbar();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // no clipboard permission: the address stays selected in the field to copy by hand
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      return;
    }
    modal.hide();
    snackbar.show({
      type: 'success',
      title: labels.copied,
      content: url,
      ttl: 2500,
      placement: 'bottom-center',
    });
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() =>
        modal.show({
          title: labels.title,
          body: (
            <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <label htmlFor={id}>{labels.linkLabel}</label>
              <input
                id={id}
                readOnly
                value={url}
                style={{ flex: '1 1 220px' }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" onClick={copy}>
                {labels.copy}
              </button>
            </p>
          ),
        })
      }
    >
      {labels.open}
    </button>
  );
}
