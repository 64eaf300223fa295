// What the fault scripts share: one call to the API that reads its envelope, and the list of
// checks each script prints and exits on.

export type Envelope<T = unknown> = { errorCode: number; message: string; data: T };

/**
 * One request to the API. `json` given: sent as the JSON body, POST unless `method` says
 * otherwise; `body` sends bytes as they are (with the caller's content-type). The answer's body
 * is the envelope, or null when it is not JSON. Throws when the API cannot be reached.
 */
export async function callApi<T = unknown>(
  base: string,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    body?: RequestInit['body'];
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Envelope<T> | null }> {
  const hasJson = init.json !== undefined;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (hasJson ? 'POST' : 'GET'),
    headers: { ...(hasJson ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: hasJson ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    return { status: res.status, body: null };
  }
}

/** The checks of one script: a line each as they are reported, then one summary and the exit code. */
export class Checks {
  private readonly failed: string[] = [];

  report(check: string, ok: boolean, detail: string): void {
    if (!ok) this.failed.push(check);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
  }

  /** Prints the summary and ends the process: 0 if every check held, 1 otherwise. */
  finish(script: string): never {
    console.log(
      this.failed.length === 0
        ? `${script}: every check held`
        : `${script}: ${this.failed.length} check(s) failed`,
    );
    process.exit(this.failed.length === 0 ? 0 : 1);
  }
}
