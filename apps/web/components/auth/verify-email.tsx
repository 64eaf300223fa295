'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { Link } from '@/components/ui/link';
import { type VerifyState, verifyEmailAction } from '@/lib/auth/register-actions';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';
import styles from './auth.module.css';
import { useAuth } from './auth-provider';
import { FormFailure } from './form-failure';
import { ResendLinkForm } from './password-forms';
import { ResendVerificationButton } from './resend-verification';

/**
 * /verify-email/:token: a button confirms; then verified, expired (send a new link) or unusable
 * (log in to ask for a new one; a member signed in gets the new link here, or is told the email is
 * verified already).
 */
export function VerifyEmail({
  locale,
  token,
  linkLife,
}: {
  locale: Locale;
  token: string;
  /** how long a link works, in words (the API's VERIFY_LINK_TTL_SECONDS) */
  linkLife: string;
}) {
  const t = useTranslations('auth');
  const [state, action, pending] = useActionState<VerifyState, FormData>(verifyEmailAction, {
    status: 'idle',
  });
  const snackbar = useSnackbar();
  const { isAuth, user, refresh } = useAuth();
  useEffect(() => {
    if (state.error) snackbar.show({ type: 'error', title: state.error.title, content: state.error.content });
  }, [state, snackbar]);
  // verified: this tab's member state learns it, so what verification unlocks (follows, comments)
  // works without reloading
  useEffect(() => {
    if (state.status === 'verified') void refresh();
  }, [state.status, refresh]);

  const heading = (title: string, lead: string) => (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </>
  );
  if (state.status === 'verified') {
    return (
      <>
        {heading(t('verifiedTitle'), t('verifiedText'))}
        <Link href="/" className={styles.primary}>
          {t('continueReading')}
        </Link>
      </>
    );
  }
  if (state.status === 'expired') {
    return (
      <>
        {heading(t('expiredTitle'), t('expiredText', { email: state.email ?? '', life: linkLife }))}
        <ResendLinkForm locale={locale} email={state.email ?? ''} />
      </>
    );
  }
  // a used or replaced link, opened by a member already signed in: nothing to log in for
  if (state.status === 'invalid' && isAuth && user?.isEmailVerified) {
    return (
      <>
        {heading(t('verifiedTitle'), t('alreadyVerifiedText'))}
        <Link href="/" className={styles.primary}>
          {t('continueReading')}
        </Link>
      </>
    );
  }
  if (state.status === 'invalid' && isAuth) {
    return (
      <>
        {heading(t('invalidTitle'), t('invalidSignedInText'))}
        <ResendVerificationButton className={styles.primary} />
      </>
    );
  }
  if (state.status === 'invalid') {
    return (
      <>
        {heading(t('invalidTitle'), t('invalidText'))}
        <Link href="/login" className={styles.primary}>
          {t('loginLink')}
        </Link>
      </>
    );
  }
  return (
    <>
      {heading(t('verifyTitle'), t('verifyLead'))}
      <form action={action} className={styles.form}>
        <input type="hidden" name="locale" value={locale} />
        <FormFailure error={state.error} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('sending') : t('verifyButton')}
        </button>
      </form>
    </>
  );
}
