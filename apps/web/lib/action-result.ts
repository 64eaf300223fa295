/** What a server function behind a button answers: how it went, in the reader's language. */
export type ActionResult = {
  ok: boolean;
  text: string;
  redirectTo?: string;
  /** the session had ended (401) and the form stays: the page learns it is signed out */
  sessionEnded?: true;
};
