/**
 * The gate's code field (check-in-form.tsx): where the focus goes back after every answer and
 * every undo, ready for the next scan. A module of its own: the server's reservation table reads
 * it too, and a value exported by a client module is not a value on the server.
 */
export const GATE_FIELD = 'form[data-check-in] input[name="code"]';

/**
 * Said on `window` (detail: the code) when a row of the table takes a check-in back, so that the
 * gate's last answer, if it named that code, says it was undone instead of offering its own undo
 * (and cancels the event: the row's snackbar is then left out).
 */
export const CHECK_IN_UNDONE_EVENT = 'desk:check-in-undone';
