/**
 * The gate's code field (check-in-form.tsx): where the focus goes back after every answer and
 * every undo, ready for the next scan. A module of its own: the server's reservation table reads
 * it too, and a value exported by a client module is not a value on the server.
 */
export const GATE_FIELD = 'form[data-check-in] input[name="code"]';
