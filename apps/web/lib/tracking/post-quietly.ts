/**
 * Sends `body` to one of the site's own routes and forgets it: nobody waits for the answer, and a
 * failure is dropped (tracking, view counts and error reports never disturb reading). The answer
 * is read to its end: a body left unread keeps the request open in Chromium's eyes. `keepalive`
 * lets the request outlive a page being left; only then, since the browser reports such a request
 * as never finished to whoever waits for the network to go quiet.
 */
export function postQuietly(path: string, body: object, keepalive = false): void {
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive,
  })
    .then((res) => res.arrayBuffer())
    .catch(() => {});
}
