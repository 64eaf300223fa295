'use client';

import { type Locale, SURVEY_QUESTION_KINDS } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from '@/components/auth/auth.module.css';
import { FormFailure } from '@/components/auth/form-failure';
import { useAccountForm } from '@/components/auth/use-account-form';
import { blockCount, MAX_BLOCKS } from '@/lib/surveys/draft';
import { deleteSurveyAction, saveSurveyAction } from '@/lib/surveys/editor-action';

type Props = {
  locale: Locale;
  /**
   * a survey no one has answered yet, rewritten: its id, its fields as they are and, once it has
   * opened, what leaving the opening time empty does; `locked` once someone has answered (the
   * form then shows only what a refused save brought back, as a new survey)
   */
  editing?: { id: string; values: Record<string, string>; opensAtHint?: string; locked?: boolean };
};

/**
 * The editors' survey editor: a title, an address, an introduction, the opening and closing times
 * and a block per question. "Add a question" asks the server for one block more (so it works
 * without JavaScript too); nothing typed is lost on it or on an error.
 */
export function SurveyEditor({ locale, editing }: Props) {
  const t = useTranslations('surveyEditor');
  const { state, formAction, onSubmit, pending } = useAccountForm(
    saveSurveyAction,
    editing ? { values: editing.values, fieldErrors: {} } : undefined,
  );
  const id = useId();
  const values = state.values;
  const blocks = blockCount(values);
  const form = useRef<HTMLFormElement>(null);
  // someone answered while the editor typed: what was typed is offered as a new survey
  const asNew = values.asNew === 'on';
  const rewriting = editing && !asNew;

  // after each answer the focus goes where the editor works next: the new block's question after
  // "add a question", else the first field to mend
  useEffect(() => {
    const target =
      state.notice === 'added'
        ? form.current?.querySelector<HTMLElement>(
            `[data-question-block="${blockCount(state.values) - 1}"] input`,
          )
        : form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [state]);

  // an answered survey's page: nothing to edit unless a refused save brought the editor's text
  if (editing?.locked && !asNew) return null;

  const describedBy = (name: string, hint: boolean) =>
    [state.fieldErrors[name] ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const field = (name: string, label: string, control: (common: object) => ReactNode, hint?: string) => {
    const common = {
      id: `${id}-${name}`,
      name,
      defaultValue: values[name] ?? '',
      className: styles.input,
      'aria-invalid': state.fieldErrors[name] ? true : undefined,
      'aria-describedby': describedBy(name, !!hint),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={common.id} className={styles.label}>
          {label}
        </label>
        {control(common)}
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {state.fieldErrors[name] && (
          <p id={`${id}-${name}-error`} className={styles.error} data-field-error={name}>
            {state.fieldErrors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    // the fields are not controlled: what was typed stays as it is when the server answers (errors,
    // one block more), including what was typed while the answer was on its way; blocks only grow,
    // so a field keeps its place and its name
    <form ref={form} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      {/* Enter in a field creates (or saves) the survey: the form's first submit button is its default */}
      <button
        type="submit"
        name="intent"
        value="create"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={pending}
      />
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      {rewriting && <input type="hidden" name="survey" value={editing.id} />}
      {asNew && <input type="hidden" name="asNew" value="on" />}
      {asNew && (
        <p className={styles.notice} data-survey-as-new>
          {t('edit.asNewLead')}
        </p>
      )}
      <input type="hidden" name="blocks" value={blocks} />
      {field('language', t('language'), (common) => (
        <select {...common} defaultValue={values.language ?? locale}>
          <option value="vi">Tiếng Việt</option>
          <option value="en">English</option>
        </select>
      ))}
      {field('title', t('surveyTitle'), (common) => (
        <input {...common} type="text" maxLength={200} required />
      ))}
      {field(
        'slug',
        t('slug'),
        (common) => (
          <input {...common} type="text" maxLength={200} />
        ),
        t('slugHint'),
      )}
      {field('intro', t('intro'), (common) => (
        <textarea {...common} rows={3} maxLength={2000} />
      ))}
      {field(
        'opensAt',
        t('opensAt'),
        (common) => (
          <input {...common} type="datetime-local" />
        ),
        (rewriting && editing.opensAtHint) || t('opensAtHint'),
      )}
      {field(
        'closesAt',
        t('closesAt'),
        (common) => (
          <input {...common} type="datetime-local" />
        ),
        t('closesAtHint'),
      )}
      {Array.from({ length: blocks }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place (its fields are named q0., q1.…)
        <fieldset key={`q${i}`} className={styles.fieldset} data-question-block={i}>
          <legend className={styles.legend}>{t('question', { number: i + 1 })}</legend>
          {field(`q${i}.label`, t('questionLabel'), (common) => (
            <input {...common} type="text" maxLength={300} />
          ))}
          {field(`q${i}.kind`, t('kind'), (common) => (
            <select {...common} defaultValue={values[`q${i}.kind`] ?? 'single'}>
              {SURVEY_QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          ))}
          <label className={styles.check}>
            <input
              type="checkbox"
              name={`q${i}.required`}
              defaultChecked={values[`q${i}.required`] === 'on'}
            />
            {t('required')}
          </label>
          {field(
            `q${i}.options`,
            t('options'),
            (common) => (
              <textarea {...common} rows={4} />
            ),
            t('optionsHint'),
          )}
          {field(`q${i}.scaleLow`, t('scaleLow'), (common) => (
            <input {...common} type="text" maxLength={60} />
          ))}
          {field(`q${i}.scaleHigh`, t('scaleHigh'), (common) => (
            <input {...common} type="text" maxLength={60} />
          ))}
        </fieldset>
      ))}
      {blocks < MAX_BLOCKS && (
        <button type="submit" name="intent" value="add" className={styles.secondary} disabled={pending}>
          {t('add')}
        </button>
      )}
      <button type="submit" name="intent" value="create" className={styles.primary} disabled={pending}>
        {pending
          ? t(rewriting ? 'edit.sending' : 'sending')
          : t(rewriting ? 'edit.submit' : asNew ? 'edit.asNewSubmit' : 'submit')}
      </button>
    </form>
  );
}

/** Deleting a survey no one has answered: a ticked box, then the button (also without JavaScript). */
export function DeleteSurveyForm({ locale, survey }: { locale: Locale; survey: string }) {
  const t = useTranslations('surveyEditor');
  const confirmId = useId();
  const { state, formAction, onSubmit, pending } = useAccountForm(deleteSurveyAction);
  const confirm = useRef<HTMLInputElement>(null);
  // the button is disabled while it works: the focus goes back to the box when it must be ticked
  useEffect(() => {
    if (state.fieldErrors.confirm) confirm.current?.focus();
  }, [state]);
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <input type="hidden" name="survey" value={survey} />
      <label className={styles.check} htmlFor={confirmId}>
        <input
          ref={confirm}
          id={confirmId}
          type="checkbox"
          name="confirm"
          defaultChecked={state.values.confirm === 'on'}
          aria-invalid={state.fieldErrors.confirm ? true : undefined}
          aria-describedby={state.fieldErrors.confirm ? `${confirmId}-error` : undefined}
        />
        {t('delete.confirm')}
      </label>
      {state.fieldErrors.confirm && (
        <p id={`${confirmId}-error`} className={styles.error} role="alert">
          {state.fieldErrors.confirm}
        </p>
      )}
      <button type="submit" className={styles.secondary} disabled={pending}>
        {pending ? t('delete.sending') : t('delete.button')}
      </button>
    </form>
  );
}
