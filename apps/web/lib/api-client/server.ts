import 'server-only';
import { PAGE_TITLE_WAIT_MS } from '@magazine/contracts';
import { env } from '../env';
import { ApiError, createApiClient, type RequestOptions } from './client';

/**
 * The one client of the web server. Login redirects are the browser's job, so none here. A page
 * waits up to 10 s for its data (SPEC §9 page-title wait), then shows the error page with its
 * retry button instead of hanging.
 */
export const apiClient = createApiClient({
  baseUrl: env.API_URL,
  onLoginRequired: () => {},
  timeoutMs: PAGE_TITLE_WAIT_MS,
});

/** Seconds a public page or API answer is served from cache before it is refreshed. */
export const PUBLIC_REVALIDATE_SECONDS = 60;

type PublicOptions = Pick<RequestOptions, 'query'> & { tags: string[] };

/** A public, cacheable read: the data on success, null on 404, an ApiError otherwise. */
export async function getPublic<T>(path: string, { query, tags }: PublicOptions): Promise<T | null> {
  const body = await apiClient<T>(path, {
    query,
    next: { revalidate: PUBLIC_REVALIDATE_SECONDS, tags },
  });
  if (body.errorCode === 200) return body.data;
  if (body.errorCode === 404) return null;
  throw new ApiError(body.errorCode, body.message);
}

/** Like getPublic, for lists: a missing list is an error, not an empty page. */
export async function getPublicList<T>(path: string, options: PublicOptions): Promise<T[]> {
  const data = await getPublic<T[]>(path, options);
  if (!data) throw new ApiError(404, `${path} not found`);
  return data;
}
