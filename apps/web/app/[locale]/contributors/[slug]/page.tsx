import { contributorRoute } from '@/components/listing/listing-routes';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = contributorRoute.generateMetadata;
export default contributorRoute.Page;
