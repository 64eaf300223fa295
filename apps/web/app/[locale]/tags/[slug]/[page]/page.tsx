import { tagRoute } from '@/components/listing/listing-routes';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = tagRoute.generateMetadata;
export default tagRoute.Page;
