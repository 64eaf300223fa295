// The snackbar of SPEC §2: a title and content, an optional action, a close button; five types
// and nine placements; hidden after `ttl` ms when set, or when closed.

export const SNACKBAR_TYPES = ['default', 'success', 'warning', 'error', 'info'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

export const SNACKBAR_PLACEMENTS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type SnackbarPlacement = (typeof SNACKBAR_PLACEMENTS)[number];

export type SnackbarSpec = {
  title: string;
  content?: string;
  type?: SnackbarType;
  placement?: SnackbarPlacement;
  /** ms until it hides by itself; unset: it stays until closed */
  ttl?: number;
  action?: { label: string; onClick: () => void | Promise<void> };
};

export type Snackbar = SnackbarSpec & { id: number };

export type SnackbarAction = { type: 'show'; snackbar: Snackbar } | { type: 'hide'; id: number };

/**
 * Three at once: a new one pushes out the oldest that would hide by itself. One without a ttl
 * goes only when closed (SPEC §4), so it is never pushed out (the check-your-email warning with
 * its resend button stays through a row of follows).
 */
export const MAX_VISIBLE = 3;

export function snackbarReducer(state: Snackbar[], action: SnackbarAction): Snackbar[] {
  switch (action.type) {
    case 'show': {
      let over = state.length + 1 - MAX_VISIBLE;
      const kept = state.filter((s) => {
        if (over <= 0 || s.ttl === undefined) return true;
        over -= 1;
        return false;
      });
      return [...kept, action.snackbar];
    }
    case 'hide':
      return state.filter((s) => s.id !== action.id);
  }
}
