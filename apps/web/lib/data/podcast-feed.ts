import 'server-only';
import { isLocale, type Locale, SLUG_PATTERN } from '@magazine/contracts';
import { PUBLIC_REVALIDATE_SECONDS } from '../api-client/server';
import { env } from '../env';

const NOT_FOUND = () =>
  new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A show's RSS feed as the site serves it (`/podcast/<show>/feed.xml`, `/en/…`): the API writes
 * the XML with the site's absolute URLs; it is cached like a page and refreshed as often.
 */
export async function podcastFeedResponse(show: string, locale: string): Promise<Response> {
  if (!isLocale(locale) || !SLUG_PATTERN.test(show) || show.length > 200) return NOT_FOUND();
  const language: Locale = locale;
  const res = await fetch(`${env.API_URL}/v2/podcast-show/${show}/feed.xml?language=${language}`, {
    next: { revalidate: PUBLIC_REVALIDATE_SECONDS, tags: ['podcasts', `podcast-show:${show}`] },
  });
  if (res.status === 404) return NOT_FOUND();
  if (!res.ok) throw new Error(`podcast feed ${show}: API answered ${res.status}`);
  return new Response(await res.text(), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': `public, max-age=${PUBLIC_REVALIDATE_SECONDS}`,
    },
  });
}
