import type { TagRef } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import styles from './banners.module.css';

export function ArticleTags({ tags }: { tags: TagRef[] }) {
  const t = useTranslations('article');
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={t('tags')}>
      {tags.map((tag) => (
        <li key={tag._id}>#{tag.name}</li>
      ))}
    </ul>
  );
}
