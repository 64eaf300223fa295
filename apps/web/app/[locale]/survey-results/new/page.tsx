import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import styles from '@/components/surveys/survey.module.css';
import { SurveyEditor } from '@/components/surveys/survey-editor';
import { Link } from '@/components/ui/link';
import { requireStaff } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('surveyEditor'))('title'));
}

// /survey-results/new – editors and admins write a survey: its questions, language and dates;
// readers find it at /khao-sat/<address> (/en/survey/…) and in the invitation once it is open
export default async function NewSurveyPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  await requireStaff(locale, publicPath('/survey-results/new', locale));
  const t = await getTranslations('surveyEditor');
  const messages = await getMessages();
  return (
    <div className={styles.page}>
      <p>
        <Link href="/survey-results">{t('back')}</Link>
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('lead')}</p>
      <NextIntlClientProvider messages={{ surveyEditor: messages.surveyEditor, auth: messages.auth }}>
        <SurveyEditor locale={locale} />
      </NextIntlClientProvider>
    </div>
  );
}
