import type { ReactNode } from 'react';
import type { ProsePage } from '@/content/pages/types';
import styles from './prose-page.module.css';

/** A text page (about, policies, guides): title, lead and headed sections. */
export function ProsePageView({ page, children }: { page: ProsePage; children?: ReactNode }) {
  return (
    <article className={styles.page}>
      <h1 className="page-title">{page.title}</h1>
      <p className="page-lead">{page.description}</p>
      {page.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered
        <section key={index} className={styles.section}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
