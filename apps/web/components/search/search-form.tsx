import type { Locale, Topic } from '@magazine/contracts';
import { SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { publicPath } from '@/lib/routing/public-path';
import type { SearchRequest } from '@/lib/search';
import styles from './search.module.css';

/** A plain GET form: it works without JavaScript and keeps the query in the box. */
export async function SearchForm({
  locale,
  request,
  topics,
}: {
  locale: Locale;
  request: SearchRequest;
  topics: Topic[];
}) {
  const t = await getTranslations('search');
  return (
    <search>
      <form method="get" action={publicPath('/search', locale)} className={styles.form}>
        <div className={styles.queryRow}>
          <label htmlFor="search-q" className="visually-hidden">
            {t('label')}
          </label>
          <input
            id="search-q"
            className={styles.query}
            type="search"
            name="q"
            defaultValue={request.q}
            placeholder={t('placeholder')}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('filters')}</legend>
          <label>
            <span>{t('typeLabel')}</span>
            <select name="type" defaultValue={request.type ?? ''}>
              <option value="">{t('allTypes')}</option>
              {SEARCH_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('topicLabel')}</span>
            <select name="topic" defaultValue={request.topic ?? ''}>
              <option value="">{t('allTopics')}</option>
              {topics.map((topic) => (
                <option key={topic._id} value={topic.slug}>
                  {topic.name}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      </form>
    </search>
  );
}
