import { proseRoute } from '@/components/static/static-page';
import { aboutPage } from '@/content/pages/about';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/about', aboutPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
