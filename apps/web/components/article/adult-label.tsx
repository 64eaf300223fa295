import { useTranslations } from 'next-intl';
import styles from './adult-label.module.css';

/**
 * The 18+ mark of an adults-only article: beside its topic in the article's header and on its
 * cards. Apart from adult-only.tsx so that a page of cards does not import the age question's island.
 */
export function AdultLabel() {
  const t = useTranslations('article');
  return (
    <span className={styles.label}>
      <span aria-hidden="true">{t('adultLabel')}</span>
      <span className="visually-hidden">{t('adultTitle')}</span>
    </span>
  );
}
