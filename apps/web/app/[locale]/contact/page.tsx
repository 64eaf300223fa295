import type { Metadata } from 'next';
import { ProsePageView } from '@/components/static/prose-page';
import { staticPageMetadata } from '@/components/static/static-page';
import { contactAddress, contactPage } from '@/content/pages/contact';
import { env } from '@/lib/env';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const page = contactPage[locale];
  return staticPageMetadata('/contact', page.title, page.description, locale);
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const address = contactAddress[locale];
  return (
    <ProsePageView page={contactPage[locale]}>
      <h2>{address.heading}</h2>
      <p>
        {env.CONTACT_EMAIL ? (
          <a href={`mailto:${env.CONTACT_EMAIL}`}>{env.CONTACT_EMAIL}</a>
        ) : (
          address.missing
        )}
      </p>
    </ProsePageView>
  );
}
