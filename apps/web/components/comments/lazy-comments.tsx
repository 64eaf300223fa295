'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './comments.module.css';

// The thread's code (forms, dialogs, the error texts it shows) is fetched only when the reader
// comes near the comments: most readers never do, and the article page's first visit stays light.
const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/**
 * Where the comments go: their heading, server-rendered, until the reader comes within 600 px of
 * it or the address asks for #comments; then the thread itself (CommentSection) in its place.
 */
export function LazyComments({ articleId }: { articleId: string }) {
  const t = useTranslations('comments');
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === '#comments') return setNear(true);
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const waiting = (
    <section
      id="comments"
      ref={placeholder}
      className={styles.section}
      aria-labelledby="comments-title"
      data-state="waiting"
    >
      <div className={styles.top}>
        <h2 id="comments-title">{t('title')}</h2>
      </div>
      <noscript>
        <p>{t('needsJavaScript')}</p>
      </noscript>
    </section>
  );
  if (!near) return waiting;
  return (
    <Suspense fallback={waiting}>
      <CommentSection articleId={articleId} />
    </Suspense>
  );
}
