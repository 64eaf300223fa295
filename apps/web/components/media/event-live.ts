import type { Envelope, ErrorCode, EventLiveState } from '@magazine/contracts';

/** The panels' two actions: a visitor asked to log in comes back to the one they were in. */
export type EventAction = 'tickets' | 'vote';

/**
 * What the holder (`event-actions.tsx`) gives each panel: the live state it fetched once, a way to
 * replace or reload it, and `refused`, which deals with "log in first" and "verify your email"
 * itself and returns the reader's text for any other refusal (null for a success or one it dealt with).
 */
export type EventPanelProps = {
  editionId: string;
  live: EventLiveState | null;
  reload: () => Promise<void>;
  askLogin: (action: EventAction) => void;
  refused: (res: Envelope<unknown>, action: EventAction) => string | null;
  /**
   * Posts `body` to the edition's `path` (an action that answers the new live state), shows the
   * new state and `success`, or the refusal in a snackbar.
   */
  act: (path: string, action: EventAction, success: ErrorCode, body?: unknown) => Promise<void>;
};
