import { podcastShowRoute } from '@/components/media/podcast-show-route';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = podcastShowRoute.generateMetadata;
export default podcastShowRoute.Page;
