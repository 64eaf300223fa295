'use client';

import { MIN_TOPICS_TO_CHOOSE, type TopicRef, WELCOME_SNACKBAR_MS } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { deleteCookie, readCookie } from '@/lib/dom/cookies';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';
import styles from './auth.module.css';
import { useAuth } from './auth-provider';

/**
 * The choose-topics screen after a first social login: the welcome naming the member shows for
 * 2500 ms (SPEC §2), and at least 3 topics unlock "Continue" (SPEC §5). Saving them as follows
 * comes with the members' follow feature.
 */
export function TopicPicker({ topics }: { topics: TopicRef[] }) {
  const t = useTranslations('auth');
  const auth = useAuth();
  const snackbar = useSnackbar();
  const welcomed = useRef(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (welcomed.current || !auth.user || readCookie('firstLogin') !== 'true') return;
    welcomed.current = true;
    deleteCookie('firstLogin');
    snackbar.show({
      type: 'success',
      title: t('welcome', { name: auth.user.name }),
      content: t('welcomeText'),
      ttl: WELCOME_SNACKBAR_MS,
      placement: 'top-center',
    });
  }, [auth.user, snackbar, t]);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const enough = chosen.size >= MIN_TOPICS_TO_CHOOSE;
  return (
    <>
      <ul className={styles.topics}>
        {topics.map((topic) => (
          <li key={topic._id}>
            <button
              type="button"
              className={styles.topic}
              aria-pressed={chosen.has(topic._id)}
              onClick={() => toggle(topic._id)}
            >
              {topic.name}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} aria-live="polite">
        {t('topicsChosen', { count: chosen.size })}
      </p>
      <div className={styles.choices}>
        {enough ? (
          <Link href="/" className={styles.primary}>
            {t('topicsContinue')}
          </Link>
        ) : (
          <button type="button" className={styles.primary} disabled aria-disabled="true">
            {t('topicsContinue')}
          </button>
        )}
        <Link href="/" className={styles.secondary}>
          {t('topicsSkip')}
        </Link>
      </div>
    </>
  );
}
