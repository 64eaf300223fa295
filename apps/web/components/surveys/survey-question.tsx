'use client';

import {
  SURVEY_SCALE_MAX,
  SURVEY_TEXT_MAX,
  type SurveyAnswer,
  type SurveyProblem,
  type SurveyQuestion,
} from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './survey.module.css';

/**
 * One of a survey's questions as a fieldset: a text, a scale of 1–SURVEY_SCALE_MAX with its ends'
 * words, or its options (one, or several); its problem is said under it and read with each control.
 */
export function Question({
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
  let control: ReactNode;
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
