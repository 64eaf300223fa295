import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { staticPageMetadata } from '@/components/static/static-page';
import { WriterForm } from '@/components/writers/writer-form';
import { type LocaleParams, localeStaticParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const dynamicParams = false;
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('writerForm');
  return staticPageMetadata('/community-writer-form', t('title'), t('description'), locale);
}

export default async function CommunityWriterFormPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('writerForm');
  const messages = await getMessages();
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      <NextIntlClientProvider messages={{ writerForm: messages.writerForm, auth: messages.auth }}>
        <WriterForm locale={locale} />
      </NextIntlClientProvider>
    </>
  );
}
