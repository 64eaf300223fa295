import { proseRoute } from '@/components/static/static-page';
import { editorialGuidelinePage } from '@/content/pages/editorial-guideline';
import { localeStaticParams } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

const route = proseRoute('/editorial-guideline', editorialGuidelinePage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
