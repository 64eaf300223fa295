import { type Envelope, TRANSPORT_CODES } from '@magazine/contracts';
import { redirectToLogin } from './login-required';
import { encodeQuery, type Query } from './query';
import { tokenHeaders } from './token';

/** Statuses whose envelope goes back to the caller instead of being thrown (SPEC §8). */
const RETURNED_STATUSES = new Set([400, 404, 422]);

export class ApiError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
    readonly status?: number,
    /** with a 429: how long until the limit lifts */
    readonly retryAfterSeconds?: number,
    /** the API's own code for the refusal, when it sent one (two 409s can mean different things) */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type FetchInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** the SPEC's `token` cookie value; public pages pass none */
  token?: string;
  /** Next's data cache settings for this call */
  next?: FetchInit['next'];
  /** more headers (the reader's address and language, when the web server acts for a reader) */
  headers?: Record<string, string>;
  /** a body sent as it is (an uploaded image) instead of JSON, with its Content-Type */
  raw?: { bytes: Uint8Array<ArrayBuffer>; contentType: string };
};

export type ApiClientOptions = {
  baseUrl: string;
  fetch?: (url: string, init: FetchInit) => Promise<Response>;
  onLoginRequired?: () => void;
  /** give up on a call after this long (an ApiError like any transport failure); none by default */
  timeoutMs?: number;
};

export type ApiClient = <T>(path: string, options?: RequestOptions) => Promise<Envelope<T>>;

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && typeof (body as Envelope<T>).errorCode === 'number') {
      return body as Envelope<T>;
    }
  } catch {
    // not JSON: handled by the caller
  }
  return null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const onLoginRequired = options.onLoginRequired ?? (() => redirectToLogin());
  const base = options.baseUrl.replace(/\/+$/, '');

  return async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    const qs = encodeQuery(opts.query);
    const url = `${base}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      ...opts.headers,
      ...tokenHeaders(opts.token),
    };
    if (opts.raw) headers['Content-Type'] = opts.raw.contentType;
    else if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.raw ? opts.raw.bytes : opts.body === undefined ? undefined : JSON.stringify(opts.body),
        ...(opts.next ? { next: opts.next } : {}),
        ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
      });
      text = await response.text();
    } catch {
      throw new ApiError(TRANSPORT_CODES.UNKNOWN, 'Unknown Error');
    }

    const parsed = parseEnvelope<T>(text);
    if (!response.ok && !RETURNED_STATUSES.has(response.status)) {
      const loginRequired = parsed?.errorCode === TRANSPORT_CODES.LOGIN_REQUIRED;
      if (loginRequired) onLoginRequired();
      if (loginRequired)
        throw new ApiError(TRANSPORT_CODES.LOGIN_REQUIRED, parsed?.message ?? '', response.status);
      const retry = (parsed?.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
      throw new ApiError(
        TRANSPORT_CODES.UNKNOWN,
        'Unknown Error',
        response.status,
        typeof retry === 'number' ? retry : Number(response.headers.get('retry-after')) || undefined,
        parsed?.message,
      );
    }
    const result = parsed ?? { errorCode: response.status, message: text, data: null as T };
    if (result.errorCode === TRANSPORT_CODES.LOGIN_REQUIRED) onLoginRequired();
    return result;
  };
}
