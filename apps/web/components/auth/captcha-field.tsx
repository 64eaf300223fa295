'use client';

import { type CaptchaChallenge, encodeCaptchaSolution } from '@magazine/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './auth.module.css';

type Status = 'working' | 'done' | 'failed';

/**
 * The registration captcha: a proof of work the browser does on its own (ALTCHA, no outside
 * service, nothing to see or click). `round` asks for a fresh challenge after each attempt,
 * because a solution is accepted once.
 */
export function CaptchaField({ round }: { round: number }) {
  const t = useTranslations('auth');
  const [status, setStatus] = useState<Status>('working');
  const [payload, setPayload] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks for a new challenge
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    setStatus('working');
    setPayload('');
    (async () => {
      const res = await fetch('/api/captcha', { cache: 'no-store' });
      if (!res.ok) throw new Error(String(res.status));
      const challenge = (await res.json()) as CaptchaChallenge;
      const run = solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      );
      stop = () => run.controller.abort();
      const solution = await run.promise;
      if (!solution) throw new Error('unsolved');
      if (cancelled) return;
      setPayload(encodeCaptchaSolution(challenge, solution.number));
      setStatus('done');
    })().catch(() => {
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [round]);

  return (
    <>
      <input type="hidden" name="captcha" value={payload} />
      <p className={styles.status} role="status" aria-live="polite" data-captcha={status}>
        {status === 'working'
          ? t('captchaWorking')
          : status === 'done'
            ? `✓ ${t('captchaDone')}`
            : t('captchaFailed')}
      </p>
      {/* without scripts the check never runs, and the form cannot pass: said before it is filled */}
      <noscript>
        <p className={styles.error} data-captcha="needs-script">
          {t('captchaNeedsScript')}
        </p>
      </noscript>
    </>
  );
}
