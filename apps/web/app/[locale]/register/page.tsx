import { accountStartRoute } from '@/components/auth/account-start';

// /register (/dang-ky) and /en/register – Google, Facebook or email
const route = accountStartRoute('register');
export const generateMetadata = route.generateMetadata;
export default route.Page;
