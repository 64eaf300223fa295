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
 * goes only when closed (SPEC §4), so it is pushed out only when all three are such (the
 * check-your-email warning with its resend button stays through a row of follows).
 */
export const MAX_VISIBLE = 3;

export function snackbarReducer(state: Snackbar[], action: SnackbarAction): Snackbar[] {
  switch (action.type) {
    case 'show': {
      const next = [...state, action.snackbar];
      while (next.length > MAX_VISIBLE) {
        const timed = next.findIndex((s) => s.ttl !== undefined);
        next.splice(timed >= 0 && timed < next.length - 1 ? timed : 0, 1);
      }
      return next;
    }
    case 'hide':
      return state.filter((s) => s.id !== action.id);
  }
}
