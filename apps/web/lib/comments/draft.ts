/**
 * What stays in the comment box once the comment it held has been taken: what the reader typed
 * after pressing send. Text added at the end stays (without the space that joined it); text
 * changed inside what was sent stays whole, for the reader to decide; an unchanged box empties.
 */
export function leftAfterSending(now: string, sent: string): string {
  if (now === sent) return '';
  if (now.startsWith(sent)) return now.slice(sent.length).trimStart();
  return now;
}

/** A reply being written: to which comment, and its text (kept in the tab while a visitor logs in). */
export type ReplyDraft = { parentId: string; text: string };

/** The stored reply draft, or null when there is none or what is stored is not one. */
export function readReplyDraft(stored: string | null): ReplyDraft | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { parentId, text } = value as Record<string, unknown>;
    if (typeof parentId !== 'string' || parentId === '' || typeof text !== 'string' || text === '')
      return null;
    return { parentId, text };
  } catch {
    return null;
  }
}

/**
 * What to store after the reply box of `parentId` changed to `text`: the new draft, or null to
 * forget it. An emptied box forgets only its own draft (emptying another comment's reply box
 * keeps the draft written under this one).
 */
export function nextReplyDraft(stored: ReplyDraft | null, parentId: string, text: string): ReplyDraft | null {
  if (text !== '') return { parentId, text };
  return stored?.parentId === parentId ? null : stored;
}
