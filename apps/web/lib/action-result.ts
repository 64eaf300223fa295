/** What a server function behind a button answers: how it went, in the reader's language. */
export type ActionResult = { ok: boolean; text: string; redirectTo?: string };
