import type { BannedWordList, Locale } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/ui/action-form';
import { moderate, moderateFormAction } from '@/lib/comments/moderation-actions';
import { AddBannedWordForm } from './add-banned-word-form';
import styles from './moderation.module.css';

/** The banned-word list: a comment with one of these waits for review (tone marks ignored). */
export async function BannedWords({
  locale,
  list,
  back,
}: {
  locale: Locale;
  list: BannedWordList;
  back: string;
}) {
  const t = await getTranslations('moderation');
  return (
    <section aria-labelledby="banned-words-title">
      <h2 id="banned-words-title">{t('bannedWordsTitle')}</h2>
      <p className={styles.meta}>{t('bannedWordsLead')}</p>
      {list.words.length === 0 ? (
        <p className={styles.empty}>{t('noBannedWords')}</p>
      ) : (
        <ul className={styles.words}>
          {list.words.map(({ word }) => (
            <li key={word}>
              <span>{word}</span>
              <ActionForm
                run={moderate}
                fallback={moderateFormAction}
                fields={{ locale, intent: 'removeWord', target: word, back }}
                className={styles.button}
                ariaLabel={t('removeWordLabel', { word })}
              >
                {t('removeWord')}
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
      <AddBannedWordForm locale={locale} />
    </section>
  );
}
