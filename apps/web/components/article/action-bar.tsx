import { useTranslations } from 'next-intl';
import { BookmarkButton, LikeButton } from '@/components/member/member-buttons';
import styles from './banners.module.css';
import { ShareButton } from './share-button';

/**
 * Like and bookmark (their state arrives after load), then sharing: plain links that work
 * without JavaScript, and with it a "copy link" modal.
 */
export function ActionBar({ articleId, url, title }: { articleId: string; url: string; title: string }) {
  const t = useTranslations('article');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <div className={styles.actions}>
      <LikeButton articleId={articleId} title={title} />
      <BookmarkButton articleId={articleId} title={title} />
      <span>{t('share')}:</span>
      <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} rel="noopener" target="_blank">
        {t('shareFacebook')}
      </a>
      <a href={`https://x.com/intent/post?url=${u}&text=${text}`} rel="noopener" target="_blank">
        {t('shareX')}
      </a>
      <a href={`mailto:?subject=${text}&body=${u}`}>{t('shareEmail')}</a>
      <ShareButton
        url={url}
        labels={{
          open: t('shareLink'),
          title: t('shareTitle'),
          copy: t('copy'),
          copied: t('linkCopied'),
          linkLabel: t('linkLabel'),
        }}
      />
    </div>
  );
}
