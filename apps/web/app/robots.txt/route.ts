import { env } from '@/lib/env';
import { robotsTxt } from '@/lib/seo/robots';

// Reads PUBLIC_URL when it runs, not when the site was built; it calls nothing, and browsers and
// crawlers keep it for an hour.
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(robotsTxt(env.PUBLIC_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
