import { accountStartRoute } from '@/components/auth/account-start';

// /login (/dang-nhap) and /en/login – Google, Facebook or email
const route = accountStartRoute('login');
export const generateMetadata = route.generateMetadata;
export default route.Page;
