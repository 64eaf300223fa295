'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './modal.module.css';

type ModalSpec = { title: string; body: ReactNode };
type ModalApi = { show(spec: ModalSpec): void; hide(): void };

const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal needs a ModalProvider');
  return api;
}

/**
 * The one modal host (SPEC §2): a native `<dialog>` opened with showModal(), so the page behind
 * is inert and focus stays inside; Escape or the close button hide it and focus goes back to
 * what had it before.
 */
export function ModalProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  const [spec, setSpec] = useState<ModalSpec | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback((next: ModalSpec) => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSpec(next);
  }, []);
  const hide = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const element = dialog.current;
    if (spec && element && !element.open) element.showModal();
  }, [spec]);

  // showModal() makes the page inert, but Tab past the last control would leave for the browser's
  // own UI: it wraps around inside the dialog instead
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = Array.from(
      dialog.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClose = () => {
    setSpec(null);
    returnTo.current?.focus();
    returnTo.current = null;
  };

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <ModalContext.Provider value={api}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="modal-title"
        onClose={onClose}
        onKeyDown={onKeyDown}
      >
        {spec && (
          <>
            <header className={styles.header}>
              <h2 id="modal-title" className={styles.title}>
                {spec.title}
              </h2>
              <button type="button" className={styles.close} onClick={hide} aria-label={closeLabel}>
                ×
              </button>
            </header>
            <div className={styles.body}>{spec.body}</div>
          </>
        )}
      </dialog>
    </ModalContext.Provider>
  );
}
