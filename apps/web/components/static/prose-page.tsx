import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { ProsePage } from '@/content/pages/types';
import styles from './prose-page.module.css';

/** A text page (about, policies, guides): title, lead and headed sections, with links on. */
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
          {section.links && (
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
