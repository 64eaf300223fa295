'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { type InviteLabels, type InviteSurvey, markSurveySeen } from '@/lib/surveys/invite';
import styles from './survey.module.css';

/**
 * The invitation itself: a non-modal panel at the foot of the window (reading goes on behind it),
 * announced to screen readers; taking the survey or "later" both stop it coming back.
 */
export function SurveyInvitePanel({
  survey,
  labels,
  onClose,
}: {
  survey: InviteSurvey;
  labels: InviteLabels;
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      markSurveySeen(survey._id);
      onClose();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [survey._id, onClose]);
  const done = () => {
    markSurveySeen(survey._id);
    onClose();
  };
  return (
    <aside ref={panel} className={styles.invite} aria-labelledby="survey-invite-title" data-survey-invite="">
      <p id="survey-invite-title" className={styles.inviteTitle} role="status">
        {labels.title}
      </p>
      <p className={styles.inviteSurvey}>{survey.title}</p>
      <div className={styles.inviteActions}>
        <Link
          href={{ pathname: '/survey/[slug]', params: { slug: survey.slug } }}
          className={styles.primary}
          onClick={done}
        >
          {labels.take}
        </Link>
        <button type="button" className={styles.secondary} onClick={done}>
          {labels.later}
        </button>
      </div>
    </aside>
  );
}
