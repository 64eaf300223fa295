import {
  type Locale,
  PITCH_NOTE_MAX_LENGTH,
  type WriterPitch,
  type WriterPitchPage,
} from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/comments/moderation/moderation.module.css';
import { ActionForm } from '@/components/ui/action-form';
import { LocalDate } from '@/components/ui/local-date';
import { decidePitch, decidePitchFormAction } from '@/lib/writers/pitch-actions';
import { pitchesPath } from '@/lib/writers/pitch-paths';
import own from './pitch-inbox.module.css';

/** Only a web address is a link (the form accepts nothing else; this holds for older rows too). */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

async function Pitch({ pitch, locale, back }: { pitch: WriterPitch; locale: Locale; back: string }) {
  const t = await getTranslations('writerPitches');
  const noteId = `note-${pitch._id}`;
  const status = pitch.status === 'new' ? null : t(`tab.${pitch.status}`);
  return (
    <li className={styles.item} data-pitch={pitch._id}>
      <h2 className={own.topic}>{pitch.topic}</h2>
      <p className={styles.meta}>
        {t('from')}: {pitch.fullname} · <a href={`mailto:${pitch.email}`}>{pitch.email}</a>
        {pitch.phone && <> · {pitch.phone}</>} · {t('language', { language: pitch.language.toUpperCase() })} ·{' '}
        {t('received')} <LocalDate iso={pitch.createdAt} locale={locale} />
      </p>
      <p className={styles.body}>{pitch.pitch}</p>
      {pitch.portfolioUrl && isWebAddress(pitch.portfolioUrl) && (
        <p className={styles.meta}>
          {t('portfolio')}:{' '}
          <a href={pitch.portfolioUrl} rel="nofollow noopener noreferrer" target="_blank">
            {pitch.portfolioUrl}
          </a>
        </p>
      )}
      {status ? (
        <>
          <p className={styles.meta}>
            <span className={styles.tag}>
              {pitch.reviewer
                ? t('decided', { status, name: pitch.reviewer.name })
                : t('decidedNoName', { status })}
            </span>
            {pitch.reviewedAt && <LocalDate iso={pitch.reviewedAt} locale={locale} />}
          </p>
          {pitch.editorNote && <p className={styles.meta}>{t('editorNote', { note: pitch.editorNote })}</p>}
        </>
      ) : (
        <ActionForm
          run={decidePitch}
          fallback={decidePitchFormAction}
          fields={{ locale, target: pitch._id, back }}
          submit={{ name: 'decision', value: 'accept' }}
          className={`${styles.button} ${styles.approve}`}
          ariaLabel={t('acceptLabel', { topic: pitch.topic })}
          before={
            <div className={own.note}>
              <label htmlFor={noteId}>{t('note')}</label>
              <textarea
                id={noteId}
                name="note"
                rows={3}
                maxLength={PITCH_NOTE_MAX_LENGTH}
                aria-describedby={`${noteId}-hint`}
              />
              <p id={`${noteId}-hint`} className={styles.meta}>
                {t('noteHint', { max: PITCH_NOTE_MAX_LENGTH })}
              </p>
            </div>
          }
          after={
            <button
              type="submit"
              name="decision"
              value="decline"
              className={`${styles.button} ${styles.danger}`}
              aria-label={t('declineLabel', { topic: pitch.topic })}
            >
              {t('decline')}
            </button>
          }
        >
          {t('accept')}
        </ActionForm>
      )}
    </li>
  );
}

/** One tab of the pitches inbox, with its page links (plain links, as the tabs'). */
export async function PitchInbox({
  locale,
  page,
  tab,
}: {
  locale: Locale;
  page: WriterPitchPage;
  tab: WriterPitch['status'];
}) {
  const t = await getTranslations('writerPitches');
  const back = pitchesPath(locale, tab, page.page);
  return (
    <>
      {page.docs.length === 0 ? (
        <p className={styles.empty}>{t(`empty.${tab}`)}</p>
      ) : (
        <ol className={styles.queue}>
          {page.docs.map((pitch) => (
            <Pitch key={pitch._id} pitch={pitch} locale={locale} back={back} />
          ))}
        </ol>
      )}
      {(page.page > 1 || page.hasNextPage) && (
        <nav className={styles.pages} aria-label={t('pages')}>
          {page.page > 1 ? <a href={pitchesPath(locale, tab, page.page - 1)}>{t('previous')}</a> : <span />}
          {page.hasNextPage ? <a href={pitchesPath(locale, tab, page.page + 1)}>{t('next')}</a> : <span />}
        </nav>
      )}
    </>
  );
}
