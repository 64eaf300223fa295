'use client';

import type { TopicRef } from '@magazine/contracts';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { forgetKeptChoice, type Mails, topicsStillNeeded } from '@/lib/member/onboarding';
import styles from './auth.module.css';

/**
 * The onboarding's first step: the topics, each a toggle; "Continue" says how many more are
 * needed until there are 3 (SPEC §5). Skipping forgets a choice kept through a login.
 */
export function TopicsStep({
  topics,
  chosen,
  loaded,
  onToggle,
  onContinue,
  exit,
}: {
  topics: TopicRef[];
  chosen: string[];
  /** the member's follows are known: until then a choice could pass the unverified limit */
  loaded: boolean;
  onToggle: (topicId: string) => void;
  onContinue: () => void;
  /** where skipping goes: the page the reader came from, or home */
  exit: string;
}) {
  const t = useTranslations('auth');
  const needed = topicsStillNeeded(chosen.length);
  return (
    <>
      <ul className={styles.topics} aria-busy={!loaded}>
        {topics.map((topic) => (
          <li key={topic._id}>
            <button
              type="button"
              className={styles.topic}
              aria-pressed={chosen.includes(topic._id)}
              disabled={!loaded}
              onClick={() => onToggle(topic._id)}
            >
              {topic.name}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} aria-live="polite">
        {t('topicsChosen', { count: chosen.length })}
      </p>
      <div className={styles.choices}>
        <button
          type="button"
          className={styles.primary}
          disabled={needed > 0}
          aria-disabled={needed > 0}
          onClick={onContinue}
        >
          {needed > 0 ? t('topicsMore', { count: needed }) : t('topicsContinue')}
        </button>
        <NextLink href={exit} className={styles.secondary} onClick={forgetKeptChoice}>
          {t('topicsSkip')}
        </NextLink>
      </div>
    </>
  );
}

/** The second step: the mails, then the save (with them, or skipping them) or back to the topics. */
export function MailsStep({
  mails,
  saving,
  onMails,
  onFinish,
  onBack,
}: {
  mails: Mails;
  saving: boolean;
  onMails: (mails: Mails) => void;
  onFinish: (withMails: boolean) => void;
  onBack: () => void;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={mails.weeklyNewsletter}
          onChange={(e) => onMails({ ...mails, weeklyNewsletter: e.target.checked })}
        />
        {t('mailsWeekly')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={mails.suggestions}
          onChange={(e) => onMails({ ...mails, suggestions: e.target.checked })}
        />
        {t('mailsSuggestions')}
      </label>
      <div className={styles.choices}>
        <button type="button" className={styles.primary} disabled={saving} onClick={() => onFinish(true)}>
          {t('onboardingFinish')}
        </button>
        <button type="button" className={styles.secondary} disabled={saving} onClick={onBack}>
          {t('onboardingBack')}
        </button>
        <button type="button" className={styles.secondary} disabled={saving} onClick={() => onFinish(false)}>
          {t('topicsSkip')}
        </button>
      </div>
    </>
  );
}
