import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

/**
 * "I agree to the terms of use and the privacy policy", both linked: the label of the checkbox a
 * registration needs (SPEC §5), by form or by social network. Renders on the server or the client.
 */
export function TermsText() {
  const t = useTranslations('auth');
  return (
    <span>
      {t.rich('terms', {
        terms: (chunks) => <Link href="/privacy-policy">{chunks}</Link>,
        privacy: (chunks) => <Link href="/privacy-policy">{chunks}</Link>,
      })}
    </span>
  );
}
