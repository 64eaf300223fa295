'use client';

import {
  checkSurveyAnswers,
  knownMessage,
  type Survey,
  type SurveyAnswer,
  type SurveyProblem,
  type SurveyState,
} from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { Link } from '@/components/ui/link';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { memberCall } from '@/lib/member/client';
import { markSurveySeen } from '@/lib/surveys/invite';
import { type Answers, keepAnswers, takeKeptAnswers } from '@/lib/surveys/kept-answers';
import styles from './survey.module.css';
import { Question } from './survey-question';

type Stage = 'checking' | 'visitor' | 'open' | 'answered';

/**
 * The survey's questions for a member (SPEC §1 "take surveys"): a visitor is asked to log in and
 * comes back here; a member who answered is thanked. What is missing is said under each question
 * before anything is sent, and the answers stay as they were on any error.
 */
export function SurveyForm({ survey, here }: { survey: Survey; here: string }) {
  const t = useTranslations('survey');
  const locale = useLocale() as 'vi' | 'en';
  const auth = useAuth();
  const snackbar = useSnackbar();
  const [stage, setStage] = useState<Stage>('checking');
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<Record<string, SurveyProblem>>({});
  const [sending, setSending] = useState(false);

  // the answers given so far, for a session that ends while they are given (below)
  const given = useRef<{ stage: Stage; answers: Answers }>({ stage, answers });
  useEffect(() => {
    given.current = { stage, answers };
  });

  useEffect(() => {
    if (!auth.finishedLogin) return;
    if (!auth.isAuth) {
      // signed out meanwhile (a logout in another tab): the answers given wait in this tab for the
      // member's return, as when a send is refused (below)
      const { stage: was, answers: kept } = given.current;
      if (was === 'open' && Object.keys(kept).length > 0) keepAnswers(survey._id, survey.revision, kept);
      setStage('visitor');
      return;
    }
    let live = true;
    void memberCall<SurveyState>(`v2/member/survey/${survey._id}`, { locale }).then((res) => {
      if (!live) return;
      const answered = res.errorCode === 200 && res.data.answered;
      setStage(answered ? 'answered' : 'open');
      // answers given before a login ran out come back, if they were given to these questions
      const kept = takeKeptAnswers(survey._id, survey.revision);
      if (kept === null || answered) return;
      if (kept === 'changed')
        snackbar.show({
          type: 'warning',
          title: t('changedSinceTitle'),
          content: t('changedSince'),
          ttl: 8000,
        });
      else setAnswers(kept);
    });
    return () => {
      live = false;
    };
  }, [auth.finishedLogin, auth.isAuth, survey._id, survey.revision, locale, snackbar, t]);

  const set = (id: string, answer: SurveyAnswer) => {
    setAnswers((current) => ({ ...current, [id]: answer }));
    setProblems(({ [id]: _, ...rest }) => rest);
  };

  /** Shows the problems and takes the reader to the first one. */
  const point = (found: Record<string, SurveyProblem>) => {
    setProblems(found);
    const first = survey.questions.find((q) => found[q.id]);
    if (first) document.getElementById(`q-${first.id}`)?.focus();
    return first !== undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (point(checkSurveyAnswers(survey.questions, answers))) return;
    setSending(true);
    const res = await memberCall<SurveyState>(`v2/member/survey/${survey._id}`, {
      method: 'POST',
      body: { answers, revision: survey.revision },
      locale,
    });
    setSending(false);
    if (res.errorCode === 200 || res.message === 'SURVEY_ALREADY_ANSWERED') {
      markSurveySeen(survey._id);
      setStage('answered');
      window.scrollTo({ top: 0 });
      return;
    }
    if (res.errorCode === 401) {
      // the login ran out: the answers wait in this tab for the member's return
      keepAnswers(survey._id, survey.revision, answers);
      setStage('visitor');
      return;
    }
    const fields = (res.data as { fields?: { field: string; code: SurveyProblem }[] } | null)?.fields ?? [];
    const found = Object.fromEntries(fields.map((f) => [f.field.replace(/^answers\./, ''), f.code]));
    if (point(found)) return;
    // a refusal about no question shown here, or SURVEY_CHANGED: an editor rewrote the questions
    // since the page was made (the answers stay, for the reader to see what they gave)
    snackbar.show({
      type: 'error',
      title: t('failedTitle'),
      content:
        fields.length > 0 || res.message === 'SURVEY_CHANGED'
          ? t('changed')
          : knownMessage(res.message, locale),
      ttl: 8000,
    });
  };

  if (!survey.isOpen) return <p className={styles.notice}>{t('closed')}</p>;
  if (stage === 'checking')
    return (
      <p className={styles.notice} aria-busy="true">
        {t('checking')}
      </p>
    );
  if (stage === 'answered')
    return (
      <div className={styles.notice} data-survey="answered" role="status">
        <p className={styles.thanks}>{t('thanks')}</p>
        <p>{t('thanksText')}</p>
        <Link href="/" className={styles.primary}>
          {t('continueReading')}
        </Link>
      </div>
    );
  if (stage === 'visitor')
    return (
      <div className={styles.notice} data-survey="login">
        <p>{t('loginWhy')}</p>
        <Link href={{ pathname: '/login', query: { redirect: here } }} className={styles.primary}>
          {t('login')}
        </Link>
      </div>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {survey.questions.map((question, index) => (
        <Question
          key={question.id}
          question={question}
          number={index + 1}
          answer={answers[question.id]}
          problem={problems[question.id]}
          onAnswer={(answer) => set(question.id, answer)}
        />
      ))}
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
