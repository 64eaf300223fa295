import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { getPathname } from '@/i18n/navigation';
import { localizedHref } from '@/lib/routing/public-path';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** an internal route, typed by next-intl's routing (PATHNAMES) */
  href: Parameters<typeof getPathname>[0]['href'];
};

/**
 * The site's link: the localized address is worked out where the link renders (on the server
 * for a server component), and the page carries a plain `next/link` with a string href. next-intl's `Link`
 * does the same work but renders its own client component around `next/link`, whose props
 * (`ref`, `locale`, `localeCookie`, and an object href's `params`) every use repeats in the
 * RSC payload, and which hydrates one more component per link. The address comes from
 * `localizedHref`, which gives what next-intl's `getPathname` does (its unit test holds them
 * together) without next-intl's navigation code in the scripts of the islands that link.
 * (The language switch is a plain `<a>`: the other language has its own layout;
 * components/layout/language-switch.tsx.)
 */
export function Link({ href, ...rest }: Props) {
  const locale = useLocale();
  return <NextLink href={localizedHref(href, locale)} {...rest} />;
}
