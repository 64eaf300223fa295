'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { ResendVerificationButton } from '../auth/resend-verification';
import { useModal } from '../ui/modal/modal-provider';
import styles from './member.module.css';

/** The login modal a visitor's bookmark, like or follow opens; the action waits for the return. */
export function LoginPrompt({
  action,
  path,
  onGo,
}: {
  action: 'bookmark' | 'like' | 'follow' | 'comment' | 'tickets' | 'vote';
  path: string;
  /** the reader chose to log in or register (not to close the prompt) */
  onGo?: () => void;
}) {
  const t = useTranslations('member');
  const modal = useModal();
  const go = () => {
    onGo?.();
    modal.hide();
  };
  return (
    <div className={styles.prompt}>
      <p>{t(`loginWhy.${action}`)}</p>
      <div className={styles.promptActions}>
        <Link
          href={{ pathname: '/login', query: { redirect: path } }}
          className={styles.primary}
          onClick={go}
        >
          {t('login')}
        </Link>
        <Link
          href={{ pathname: '/register', query: { redirect: path } }}
          className={styles.secondary}
          onClick={go}
        >
          {t('register')}
        </Link>
      </div>
    </div>
  );
}

/** SPEC §4: the out-of-follows notice of an unverified member, with a button resending the link. */
export function FollowLimitNotice() {
  const t = useTranslations('member');
  const modal = useModal();
  return (
    <div className={styles.prompt} data-notice="follow-limit">
      <p>{t('limitText')}</p>
      <div className={styles.promptActions}>
        <ResendVerificationButton className={styles.primary} onSent={() => modal.hide()} />
      </div>
    </div>
  );
}
