import { podcastFeedResponse } from '@/lib/data/podcast-feed';

// /en/podcast/<show>/feed.xml (the Vietnamese feed, unprefixed, is app/podcast/[show]/feed.xml)
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; show: string }> },
) {
  const { locale, show } = await params;
  return podcastFeedResponse(show, locale);
}
