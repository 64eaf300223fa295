import { unstable_isUnrecognizedActionError } from 'next/navigation';

/** What the reader is told when a form's call to the server gets no answer (the `ui` messages). */
export type NotSentWords = { title: string; offline: string; updated: string; failed: string };

/**
 * Why a server action's call failed, said in the reader's words: the site was updated since the
 * page was loaded (the action is no longer known), the connection (fetch's TypeError), or the
 * server.
 */
export function notSentMessage(words: NotSentWords, err: unknown): { title: string; content: string } {
  const content = unstable_isUnrecognizedActionError(err)
    ? words.updated
    : err instanceof TypeError
      ? words.offline
      : words.failed;
  return { title: words.title, content };
}
