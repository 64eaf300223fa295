import { proseRoute } from '@/components/static/static-page';
import { mediaKitPage } from '@/content/pages/media-kit';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/media-kit', mediaKitPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
