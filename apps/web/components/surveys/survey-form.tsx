'use client';

import {
  checkSurveyAnswers,
  knownMessage,
  SURVEY_SCALE_MAX,
  SURVEY_TEXT_MAX,
  type Survey,
  type SurveyAnswer,
  type SurveyProblem,
  type SurveyQuestion,
  type SurveyState,
} from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { Link } from '@/i18n/link';
import { memberCall } from '@/lib/member/client';
import { draftKey, markSurveySeen } from '@/lib/surveys/invite';
import styles from './survey.module.css';

type Answers = Record<string, SurveyAnswer>;
type Stage = 'checking' | 'visitor' | 'open' | 'answered';

/** The answers a member gave before their session ended, kept in this tab for their return. */
function keepAnswers(surveyId: string, revision: string, answers: Answers) {
  try {
    sessionStorage.setItem(draftKey(surveyId), JSON.stringify({ revision, answers }));
  } catch {}
}

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
      try {
        const kept = sessionStorage.getItem(draftKey(survey._id));
        sessionStorage.removeItem(draftKey(survey._id));
        const draft = kept ? (JSON.parse(kept) as { revision?: string; answers?: Answers }) : null;
        if (draft?.answers && !answered) {
          if (draft.revision === survey.revision) setAnswers(draft.answers);
          else
            snackbar.show({
              type: 'warning',
              title: t('changedSinceTitle'),
              content: t('changedSince'),
              ttl: 8000,
            });
        }
      } catch {}
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

function Question({
  question,
  number,
  answer,
  problem,
  onAnswer,
}: {
  question: SurveyQuestion;
  number: number;
  answer: SurveyAnswer | undefined;
  problem: SurveyProblem | undefined;
  onAnswer: (answer: SurveyAnswer) => void;
}) {
  const t = useTranslations('survey');
  const id = `q-${question.id}`;
  const errorId = `${id}-error`;
  const legendId = `${id}-legend`;
  const endsId = `${id}-ends`;
  const invalid = problem ? true : undefined;
  const described = problem ? errorId : undefined;
  // each control reads the question's problem, and a scale point its ends' words
  const controlDescribed =
    [question.kind === 'scale' && question.scaleLabels ? `${endsId} ${endsId}-max` : null, described]
      .filter(Boolean)
      .join(' ') || undefined;
  const chosen = Array.isArray(answer) ? answer : [];
  let control: React.ReactNode;
  if (question.kind === 'text')
    control = (
      <textarea
        id={id}
        className={styles.text}
        rows={4}
        maxLength={SURVEY_TEXT_MAX}
        value={typeof answer === 'string' ? answer : ''}
        aria-labelledby={legendId}
        aria-invalid={invalid}
        aria-describedby={described}
        onChange={(e) => onAnswer(e.target.value)}
      />
    );
  else if (question.kind === 'scale')
    control = (
      <div className={styles.scale}>
        {question.scaleLabels && (
          <span id={endsId} className={styles.scaleEnd}>
            <span className="visually-hidden">1: </span>
            {question.scaleLabels[0]}
          </span>
        )}
        {Array.from({ length: SURVEY_SCALE_MAX }, (_, i) => i + 1).map((value) => (
          <label key={value} className={styles.scalePoint}>
            <input
              type="radio"
              name={question.id}
              checked={answer === value}
              aria-describedby={controlDescribed}
              onChange={() => onAnswer(value)}
              {...(value === 1 ? { id } : {})}
            />
            {value}
          </label>
        ))}
        {question.scaleLabels && (
          <span id={`${endsId}-max`} className={styles.scaleEnd}>
            <span className="visually-hidden">{SURVEY_SCALE_MAX}: </span>
            {question.scaleLabels[1]}
          </span>
        )}
      </div>
    );
  else
    control = (
      <div className={styles.options}>
        {question.options.map((option, i) => (
          <label key={option.id} className={styles.option}>
            <input
              type={question.kind === 'single' ? 'radio' : 'checkbox'}
              name={question.id}
              value={option.id}
              checked={question.kind === 'single' ? answer === option.id : chosen.includes(option.id)}
              aria-describedby={controlDescribed}
              onChange={(e) =>
                onAnswer(
                  question.kind === 'single'
                    ? option.id
                    : e.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((x) => x !== option.id),
                )
              }
              {...(i === 0 ? { id } : {})}
            />
            {option.label}
          </label>
        ))}
      </div>
    );
  return (
    <fieldset
      className={styles.question}
      aria-invalid={invalid}
      aria-describedby={described}
      data-question={question.id}
    >
      <legend id={legendId} className={styles.legend}>
        <span className={styles.number}>{number}.</span> {question.label}
        {!question.required && <span className={styles.optional}> ({t('optional')})</span>}
      </legend>
      {question.kind === 'multiple' && <p className={styles.hint}>{t('several')}</p>}
      {control}
      {problem && (
        <p id={errorId} className={styles.error} data-field-error={question.id}>
          {t(`problem_${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
