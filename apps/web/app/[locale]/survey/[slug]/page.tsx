import type { Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { cache } from 'react';
import styles from '@/components/surveys/survey.module.css';
import { SurveyForm } from '@/components/surveys/survey-form';
import { getSurvey } from '@/lib/data/surveys';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

const findSurvey = cache((slug: string, locale: Locale) => getSurvey(slug, locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const survey = await findSurvey((await params).slug, locale);
  if (!survey) return {};
  // a survey is for the readers who are sent to it, not for search engines
  return { title: survey.title, description: survey.intro, robots: { index: false, follow: true } };
}

// /khao-sat/:slug, /en/survey/:slug – a reader survey: the same page for everyone; the form
// learns after load whether the reader is a member and has answered
export default async function SurveyPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const survey = await findSurvey(slug, locale);
  if (!survey) notFound();
  const messages = await getMessages();
  const here = `${locale === 'en' ? '/en/survey' : '/khao-sat'}/${slug}`;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{survey.title}</h1>
      <p className={styles.intro}>{survey.intro}</p>
      <NextIntlClientProvider messages={{ survey: messages.survey, error: messages.error }}>
        <SurveyForm survey={survey} here={here} />
      </NextIntlClientProvider>
    </article>
  );
}
