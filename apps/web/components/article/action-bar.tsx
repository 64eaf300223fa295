import { useTranslations } from 'next-intl';
import styles from './banners.module.css';
import { ShareButton } from './share-button';

/**
 * Sharing: plain links that work without JavaScript, and with it a "copy link" modal. The
 * member actions (like, bookmark) join it with issue 7.
 */
export function ActionBar({ url, title }: { url: string; title: string }) {
  const t = useTranslations('article');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return (
    <div className={styles.actions}>
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
