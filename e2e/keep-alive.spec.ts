import { get } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

// The web server reaches the API through Node's global HTTP agent (Next's rewrite proxy for
// /media and the feeds): it keeps an idle connection for up to 5 s and then sends the next request
// on it. If the API closed that connection first, the request meets a closed socket ("socket hang
// up") and the reader gets a 500 for an image. This happened in CI when the web process was busy
// past the moment its own timer should have dropped the connection, so the API must keep an idle
// connection well beyond any wait of its callers.
const api = inject('apiUrl');

function fetchStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Blocks this process's event loop, as a long render blocks the web server's. */
function busyFor(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('connections from the web server to the API', () => {
  it('answers a request sent on a connection left idle for the caller’s whole keep-alive window', async () => {
    expect(await fetchStatus(`${api}/health`)).toBe(200);
    // the agent's idle timer has not run yet (the loop is blocked), so the socket is reused as is
    busyFor(6_000);
    expect(await fetchStatus(`${api}/health`)).toBe(200);
  });
});
