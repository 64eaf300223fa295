import type { ReactNode } from 'react';
import styles from './section.module.css';

type Props = { id: string; title: string; action?: ReactNode; children: ReactNode };

export function Section({ id, title, action, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
