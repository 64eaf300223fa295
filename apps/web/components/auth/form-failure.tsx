import type { FormState } from '@/lib/auth/form-state';
import styles from './auth.module.css';

/**
 * The failure a form's server action answered ("Login failed: …"), for a browser without
 * JavaScript: the form posts, the page comes back with the state, and this says why. With
 * JavaScript the same words are the error snackbar (use-account-form), so they sit in a
 * `<noscript>`, which such a browser never shows.
 */
export function FormFailure({ error }: { error: FormState['error'] }) {
  if (!error) return null;
  return (
    <noscript>
      <div className={styles.failure} role="alert" data-form-failure>
        <strong>{error.title}</strong> {error.content}
      </div>
    </noscript>
  );
}
