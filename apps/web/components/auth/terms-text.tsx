import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

/**
 * "I agree to the terms of use and the privacy policy", both linked: the label of the checkbox a
 * registration needs (SPEC §5), by form or by social network. Renders on the server or the client.
 */
export function TermsText() {
  const t = useTranslations('auth');
  return <span>{t.rich('terms', termsLinks)}</span>;
}

/** The two pages a sentence about the terms links: `<terms>` and `<privacy>` in its message. */
export const termsLinks = {
  terms: (chunks: ReactNode) => <Link href="/terms-of-use">{chunks}</Link>,
  privacy: (chunks: ReactNode) => <Link href="/privacy-policy">{chunks}</Link>,
};
