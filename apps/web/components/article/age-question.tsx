'use client';

import { ADULT_COOKIE } from '@magazine/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { type AgeGateState, ageCookie, ageGateState, GATE_ATTRIBUTE } from '@/lib/age-gate';
import { readCookie } from '@/lib/dom/browser-storage';
import styles from './age-gate.module.css';

export type AgeQuestionLabels = {
  title: string;
  text: string;
  confirm: string;
  leave: string;
  refusedText: string;
  profile: string;
  noScript: string;
};

function remember(adult: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = ageCookie(adult, window.location.protocol === 'https:');
}

function showGated(open: boolean) {
  document.documentElement.setAttribute(GATE_ATTRIBUTE, String(open));
}

/**
 * The question an adults-only article asks before its text (age-gate.ts): "I am 18 or older"
 * remembers the answer and shows the text; a member under 18 by their profile is told why it
 * stays hidden. The text itself is in the page, in `contentId`, hidden by the stylesheet.
 */
export function AgeQuestion({
  labels,
  contentId,
  home,
  profile,
}: {
  labels: AgeQuestionLabels;
  contentId: string;
  home: string;
  profile: string;
}) {
  const isAdult = useAuth().user?.isAdult;
  // the server's answer, and the first render's: the question (hidden by the stylesheet when the
  // cookie said yes before the paint)
  const [state, setState] = useState<AgeGateState>('ask');

  useEffect(() => {
    // a member's date of birth is the answer on this device too
    if (typeof isAdult === 'boolean') remember(isAdult);
    const next = ageGateState(readCookie(ADULT_COOKIE), isAdult);
    showGated(next === 'open');
    setState(next);
  }, [isAdult]);

  const confirm = () => {
    remember(true);
    showGated(true);
    setState('open');
    document.getElementById(contentId)?.focus();
  };

  if (state === 'open') return null;
  return (
    <section className={styles.question} aria-labelledby="age-question-title" data-age-gate={state}>
      <h2 id="age-question-title">{labels.title}</h2>
      {state === 'refused' ? (
        <>
          <p>{labels.refusedText}</p>
          <p className={styles.actions}>
            <a href={profile}>{labels.profile}</a>
            <a href={home}>{labels.leave}</a>
          </p>
        </>
      ) : (
        <>
          <p>{labels.text}</p>
          <p className={styles.actions}>
            <button type="button" className={styles.confirm} onClick={confirm}>
              {labels.confirm}
            </button>
            {/* without scripts the button is hidden (it could do nothing); this link shows the
                text by its address (#contentId, the stylesheet's :target), for this visit only */}
            <noscript>
              <a href={`#${contentId}`} className={styles.confirmLink}>
                {labels.confirm}
              </a>
            </noscript>
            <a href={home}>{labels.leave}</a>
          </p>
          <noscript>
            <p>{labels.noScript}</p>
          </noscript>
        </>
      )}
    </section>
  );
}
