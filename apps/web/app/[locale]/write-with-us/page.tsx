import { proseRoute } from '@/components/static/static-page';
import { writeWithUsPage } from '@/content/pages/write-with-us';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/write-with-us', writeWithUsPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
