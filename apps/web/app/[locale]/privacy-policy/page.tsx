import { proseRoute } from '@/components/static/static-page';
import { privacyPolicyPage } from '@/content/pages/privacy-policy';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/privacy-policy', privacyPolicyPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
