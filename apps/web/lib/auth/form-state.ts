/** What a server action of an account form answers to the form. */
export type FormState = {
  /** what the reader typed, given back so nothing is lost (also without JavaScript) */
  values: Record<string, string>;
  /** field name → message in the reader's language */
  fieldErrors: Record<string, string>;
  /** a failure snackbar: "Login failed" / "Register failed" and the reason */
  error?: { title: string; content: string };
  /** a success note shown in the form (e.g. "a new link is on its way") */
  notice?: string;
  /** the member's session had ended (401): the page learns it is signed out (SPEC §4 INVALID_TOKEN) */
  sessionEnded?: true;
};

export const emptyFormState: FormState = { values: {}, fieldErrors: {} };
