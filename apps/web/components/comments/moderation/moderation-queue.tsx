import type { Locale, ModerationItem, ModerationPage } from '@magazine/contracts';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { LocalDate } from '@/components/ui/local-date';
import { moderate, moderateFormAction } from '@/lib/comments/moderation-actions';
import { type ModerationTab, moderationPath } from '@/lib/comments/moderation-paths';
import { CommentBody } from '../comment-body';
import styles from './moderation.module.css';

async function Item({
  item,
  locale,
  back,
  selfId,
}: {
  item: ModerationItem;
  locale: Locale;
  back: string;
  selfId: string;
}) {
  const t = await getTranslations('moderation');
  const fields = (intent: string, target: string) => ({ locale, intent, target, back });
  const reason =
    item.holdReason === 'banned_word'
      ? t('heldForWords', { words: item.bannedWords.join(', ') })
      : item.holdReason === 'first_comment'
        ? t('heldFirst')
        : null;
  return (
    <li className={styles.item} data-moderation-item={item._id}>
      <p className={styles.meta}>
        {item.status === 'pending' && <span className={styles.tag}>{t('statusPending')}</span>}
        {item.status === 'hidden' && <span className={styles.tag}>{t('statusHidden')}</span>}
        {item.reportCount > 0 && (
          <span className={styles.tag}>{t('reportCount', { count: item.reportCount })}</span>
        )}
        {reason}
      </p>
      <p className={styles.meta}>
        {item.author ? `${item.author.name} · ${item.author.email}` : t('deletedMember')}
        {item.author?.bannedAt && <span className={styles.tag}>{t('banned')}</span>} ·{' '}
        <LocalDate iso={item.createdAt} locale={locale} /> · {t('on')}{' '}
        <NextLink href={item.article.path}>{item.article.title}</NextLink>
      </p>
      <CommentBody text={item.body} className={styles.body} />
      {item.reports.length > 0 && (
        <ul className={styles.reports} aria-label={t('reasons')}>
          {item.reports.map((report) => (
            <li key={report.createdAt}>{report.reason}</li>
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        {item.status !== 'published' || item.reportCount > 0 ? (
          <ActionForm
            run={moderate}
            fallback={moderateFormAction}
            fields={fields('approve', item._id)}
            className={`${styles.button} ${styles.approve}`}
          >
            {item.status === 'published' ? t('keep') : t('approve')}
          </ActionForm>
        ) : null}
        {item.status !== 'hidden' && (
          <ActionForm
            run={moderate}
            fallback={moderateFormAction}
            fields={fields('hide', item._id)}
            className={styles.button}
          >
            {t('hide')}
          </ActionForm>
        )}
        {/* staff cannot ban themselves (nor, the API says, each other) */}
        {item.author && !item.author.bannedAt && item.author._id !== selfId && (
          <ActionForm
            run={moderate}
            fallback={moderateFormAction}
            fields={fields('ban', item.author._id)}
            className={`${styles.button} ${styles.danger}`}
            ariaLabel={t('banLabel', { name: item.author.name })}
          >
            {t('ban')}
          </ActionForm>
        )}
      </div>
    </li>
  );
}

/** One queue (held or reported), oldest first, with its page links. */
export async function ModerationQueue({
  locale,
  tab,
  page,
  selfId,
}: {
  locale: Locale;
  tab: ModerationTab;
  page: ModerationPage;
  /** the staff member looking */
  selfId: string;
}) {
  const t = await getTranslations('moderation');
  const back = moderationPath(locale, tab, page.page);
  return (
    <>
      {page.docs.length === 0 ? (
        <p className={styles.empty}>{t(`empty.${tab}`)}</p>
      ) : (
        <ol className={styles.queue}>
          {page.docs.map((item) => (
            <Item key={item._id} item={item} locale={locale} back={back} selfId={selfId} />
          ))}
        </ol>
      )}
      {(page.page > 1 || page.hasNextPage) && (
        <nav className={styles.pages} aria-label={t('pages')}>
          {page.page > 1 ? <a href={moderationPath(locale, tab, page.page - 1)}>{t('newer')}</a> : <span />}
          {page.hasNextPage ? (
            <a href={moderationPath(locale, tab, page.page + 1)}>{t('older')}</a>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
