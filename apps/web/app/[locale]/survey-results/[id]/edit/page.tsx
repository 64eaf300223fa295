import { formatDateTime, type StaffSurvey } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import styles from '@/components/surveys/survey.module.css';
import { DeleteSurveyForm, SurveyEditor } from '@/components/surveys/survey-editor';
import { Link } from '@/components/ui/link';
import { isIdShaped } from '@/lib/auth/action-helpers.server';
import { requireStaff, staffRead } from '@/lib/auth/signed-in.server';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { surveyFormValues } from '@/lib/surveys/draft';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('surveyEditor'))('edit.title'));
}

// /survey-results/<id>/edit – editors and admins rewrite a survey no one has answered yet (its
// questions, text, address and dates); once answered, the page says why it cannot be changed, and
// an edit that ran into the first answer is offered as a new survey
export default async function EditSurveyPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  if (!isIdShaped(id)) notFound();
  const { login } = await requireStaff(locale, publicPath(`/survey-results/${id}/edit`, locale));
  const survey = await staffRead<StaffSurvey>(`v2/staff/survey/${id}`, locale, {}, login);
  const t = await getTranslations('surveyEditor');
  const messages = await getMessages();
  const now = Date.now();
  const locked = survey.responses > 0;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/survey-results">{t('back')}</Link>
      </p>
      <h1 className={styles.title}>{t('edit.title')}</h1>
      {/* one shape for both cases: a save refused because someone answered meanwhile comes back
          (without JavaScript, as this page of an answered survey) to the same editor, which then
          offers what was typed as a new survey */}
      <p className={styles.intro} data-survey-locked={locked ? '' : undefined}>
        {locked ? t('edit.answeredLead', { title: survey.title, count: survey.responses }) : t('edit.lead')}
      </p>
      {locked && (
        <p>
          <Link href={{ pathname: '/survey-results', query: { id: survey._id } }}>{t('edit.results')}</Link>
        </p>
      )}
      <NextIntlClientProvider messages={{ surveyEditor: messages.surveyEditor, auth: messages.auth }}>
        <SurveyEditor
          locale={locale}
          editing={{
            id: survey._id,
            values: surveyFormValues(survey, now),
            locked,
            // opened already: the field is empty and keeps that time
            ...(Date.parse(survey.opensAt) <= now
              ? {
                  opensAtHint: t('edit.openedHint', {
                    date: formatDateTime(new Date(survey.opensAt), locale),
                  }),
                }
              : {}),
          }}
        />
        {!locked && (
          <section className={styles.danger} aria-labelledby="delete-survey">
            <h2 id="delete-survey">{t('delete.title')}</h2>
            <p className={styles.hint}>{t('delete.lead')}</p>
            <DeleteSurveyForm locale={locale} survey={survey._id} />
          </section>
        )}
      </NextIntlClientProvider>
    </div>
  );
}
