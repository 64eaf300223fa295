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
