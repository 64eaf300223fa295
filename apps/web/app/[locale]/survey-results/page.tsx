import { formatDateTime, type StaffSurveyList, type SurveyResults } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/auth/auth-page';
import styles from '@/components/surveys/survey.module.css';
import { ActionForm } from '@/components/ui/action-form';
import { Link } from '@/components/ui/link';
import { NoscriptNotice } from '@/components/ui/noscript-notice';
import staffButtons from '@/components/ui/staff-button.module.css';
import { isIdShaped } from '@/lib/auth/action-helpers.server';
import { requireStaff, staffRead } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { setSurveyOpen, setSurveyOpenFormAction } from '@/lib/surveys/staff-actions';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('surveyResults'))('title'));
}

type Props = { params: LocaleParams; searchParams: Promise<{ id?: string; notice?: string | string[] }> };

/** Where a survey stands for the editors: taking answers, waiting for its opening date, or closed. */
function surveyStage(survey: StaffSurveyList[number], now: number): 'open' | 'scheduled' | 'closed' {
  if (survey.isOpen) return 'open';
  return survey.status === 'open' && Date.parse(survey.opensAt) > now ? 'scheduled' : 'closed';
}

// /survey-results – editors and admins: every survey with its number of responses, closed now or
// opened again from its line, edited from it while no one has answered it; ?id= shows one survey's results (counts per answer, the scale's
// mean, the written answers)
export default async function SurveyResultsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('surveyResults');
  const { id, notice } = await searchParams;
  const chosen = id && isIdShaped(id) ? id : null;
  const base = publicPath('/survey-results', locale);
  const here = chosen ? `${base}?id=${chosen}` : base;
  const { login } = await requireStaff(locale, here);
  const now = Date.now();
  const surveys = await staffRead<StaffSurveyList>('v2/staff/surveys', locale, {}, login);
  const results = chosen
    ? await staffRead<SurveyResults>(`v2/staff/survey/${chosen}/results`, locale, {}, login)
    : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <NoscriptNotice notice={notice} locale={locale} />
      <p>
        <Link href="/survey-results/new">{t('new')}</Link>
      </p>
      {surveys.length === 0 ? (
        <p className={styles.intro}>{t('none')}</p>
      ) : (
        <ul className={styles.intro}>
          {surveys.map((survey) => {
            const stage = surveyStage(survey, now);
            // open, or to open on its date: it can be closed; closed (by hand or by its date): reopened
            const intent = stage === 'closed' ? 'reopen' : 'close';
            return (
              <li key={survey._id} className={styles.staffLine} data-survey-line={survey.slug}>
                <span>
                  <Link href={{ pathname: '/survey-results', query: { id: survey._id } }}>
                    {survey.title}
                  </Link>{' '}
                  ({survey.language.toUpperCase()},{' '}
                  <span data-survey-state>
                    {stage === 'scheduled'
                      ? t('opens', { date: formatDateTime(new Date(survey.opensAt), locale) })
                      : t(stage)}
                  </span>
                  , {t('responses', { count: survey.responses })})
                </span>
                <div className={styles.staffActions}>
                  {survey.responses === 0 && (
                    <Link
                      href={{ pathname: '/survey-results/[id]/edit', params: { id: survey._id } }}
                      className={staffButtons.small}
                      aria-label={t('editLabel', { title: survey.title })}
                    >
                      {t('edit')}
                    </Link>
                  )}
                  <ActionForm
                    run={setSurveyOpen}
                    fallback={setSurveyOpenFormAction}
                    fields={{ locale, survey: survey._id, intent, back: here }}
                    className={staffButtons.small}
                    ariaLabel={t(`${intent}Label`, { title: survey.title })}
                  >
                    {t(intent)}
                  </ActionForm>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {results && (
        <section className={styles.results} aria-labelledby="results-title">
          <h2 id="results-title">
            {results.survey.title}: {t('responses', { count: results.responses })}
          </h2>
          {results.survey.questions.map((question, index) => {
            const tally = results.questions.find((q) => q.id === question.id);
            const rows =
              question.kind === 'scale'
                ? ['1', '2', '3', '4', '5'].map((value) => ({ key: value, label: value }))
                : question.options.map((option) => ({ key: option.id, label: option.label }));
            return (
              <div key={question.id} data-results-question={question.id}>
                <h3>
                  {index + 1}. {question.label}
                </h3>
                <p className={styles.hint}>
                  {t('answered', { count: tally?.answered ?? 0 })}
                  {tally?.mean != null && ` · ${t('mean', { mean: tally.mean })}`}
                </p>
                {rows.map((row) => {
                  const n = tally?.counts[row.key] ?? 0;
                  const share = results.responses ? Math.round((n / results.responses) * 100) : 0;
                  return (
                    <div key={row.key} className={styles.bar}>
                      <span>{row.label}</span>
                      <span className={styles.barTrack} aria-hidden="true">
                        <span className={styles.barFill} style={{ display: 'block', width: `${share}%` }} />
                      </span>
                      <span>{n}</span>
                    </div>
                  );
                })}
                {question.kind === 'text' && (
                  <ul className={styles.quotes}>
                    {(tally?.texts ?? []).map((text, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: answers can repeat word for word
                      <li key={i}>{text}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
