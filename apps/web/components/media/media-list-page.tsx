import type { ReactNode } from 'react';
import styles from './media-grid.module.css';

/** A listing page: title, lead and a grid of cards. */
export function MediaListPage({
  title,
  lead,
  empty,
  children,
}: {
  title: string;
  lead: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{lead}</p>
      {empty ? <p>{empty}</p> : <div className={styles.grid}>{children}</div>}
    </>
  );
}
