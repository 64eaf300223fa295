'use client';

import type { EventVoteOption } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import type { EventPanelProps } from './event-live';
import styles from './event-page.module.css';

type Props = EventPanelProps & { voteOptions: EventVoteOption[] };

/** The vote: one choice per member, changeable until the event ends; counts and shares for all. */
export function EventVotePanel({ voteOptions, live, askLogin, act }: Props) {
  const t = useTranslations('events');
  const auth = useAuth();
  const headingId = useId();

  const vote = async (optionId: string) =>
    (await auth.settled()) ? act('vote', 'vote', 'VOTE_RECORDED', { optionId }) : askLogin('vote');

  const counts = new Map(live?.vote.counts.map((c) => [c.optionId, c.votes]));
  const total = live?.vote.total ?? 0;
  const open = live ? live.vote.open : true;

  return (
    <section id="vote" className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('vote')}</h2>
      <p className={styles.note}>{open ? t('voteLead') : t('voteClosed')}</p>
      <ul className={styles.options}>
        {voteOptions.map((option) => {
          const votes = counts.get(option._id) ?? 0;
          const share = total > 0 ? Math.round((votes / total) * 100) : 0;
          const mine = live?.vote.mine === option._id;
          return (
            <li key={option._id}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={mine}
                disabled={!open}
                onClick={() => void vote(option._id)}
              >
                <span className={styles.optionName}>{option.name}</span>
                <span className={styles.note}>{option.description}</span>
                {live && (
                  <span className={styles.bar} style={{ '--share': `${share}%` } as React.CSSProperties}>
                    {t('votes', { count: votes, share })}
                  </span>
                )}
                {mine && <span className={styles.mine}>{t('yourChoice')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {live && (
        <p className={styles.note} aria-live="polite">
          {t('totalVotes', { count: total })}
        </p>
      )}
    </section>
  );
}
