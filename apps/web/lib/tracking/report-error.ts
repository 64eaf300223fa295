import type { Locale } from '@magazine/contracts';
import { platformOf } from './platform';
import { postQuietly } from './post-quietly';

/**
 * SPEC §7 v2/report/error: the team hears of what the reader met. Fire and forget: the error page
 * never waits for it, and a report that fails is dropped.
 */
export function reportError(error: Error & { digest?: string }, locale: Locale): void {
  postQuietly('/api/report/error', {
    message: (error.message || error.name || 'Error').slice(0, 1000),
    stack: error.stack?.slice(0, 8000),
    digest: error.digest?.slice(0, 64),
    path: window.location.pathname.slice(0, 500),
    language: locale,
    platform: platformOf(window.innerWidth),
  });
}
