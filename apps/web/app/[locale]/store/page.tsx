import { proseRoute } from '@/components/static/static-page';
import { storePage } from '@/content/pages/store';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/store', storePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
