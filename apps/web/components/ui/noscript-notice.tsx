import type { Locale } from '@magazine/contracts';
import { noticeOf } from '@/lib/notice';
import styles from './noscript-notice.module.css';

/**
 * What a button posted without JavaScript did ("Đã bỏ theo dõi", "Không có quyền…"), on the page
 * it came back to: its `notice` parameter (lib/notice.ts). With JavaScript the same words were
 * the snackbar, so they sit in a `<noscript>`, which such a browser never shows.
 */
export function NoscriptNotice({
  notice,
  locale,
}: {
  notice: string | string[] | undefined;
  locale: Locale;
}) {
  const said = noticeOf(notice, locale);
  if (!said) return null;
  return (
    <noscript>
      <p
        className={said.ok ? styles.done : styles.failed}
        role={said.ok ? 'status' : 'alert'}
        data-noscript-notice
      >
        {said.text}
      </p>
    </noscript>
  );
}
