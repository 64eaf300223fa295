import { proseRoute } from '@/components/static/static-page';
import { termsOfUsePage } from '@/content/pages/terms-of-use';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/terms-of-use', termsOfUsePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
