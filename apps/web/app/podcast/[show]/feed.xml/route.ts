import { podcastFeedResponse } from '@/lib/data/podcast-feed';

// /podcast/<show>/feed.xml: a path with a file extension is not rewritten to app/[locale] by the
// generic rules (lib/routing/url-rules.ts), so the Vietnamese feed is served from here; `?lang=en`
// has a rule of its own to the English route.
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ show: string }> }) {
  return podcastFeedResponse((await params).show, 'vi');
}
