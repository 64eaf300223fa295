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

/** The replies being written, by the comment they answer (kept in the tab while a visitor logs in). */
export type ReplyDrafts = Record<string, string>;

/** The stored reply drafts; what is not one (malformed, an empty text) is left out. */
export function readReplyDrafts(stored: string | null): ReplyDrafts {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] =>
          entry[0] !== '' && typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  } catch {
    return {};
  }
}

/** The drafts after the reply box under `parentId` changed to `text` (an emptied box forgets its own). */
export function withReplyDraft(drafts: ReplyDrafts, parentId: string, text: string): ReplyDrafts {
  const { [parentId]: _old, ...others } = drafts;
  return text === '' ? others : { ...others, [parentId]: text };
}
