import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** Account screens are for one reader at a time: never indexed, never cached by a proxy. */
export function accountMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

/** The frame of every account screen, with the account copy its client forms need. */
export async function AuthPage({
  title,
  lead,
  children,
}: {
  title?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ error: messages.error, auth: messages.auth, member: messages.member }}
    >
      <section className={styles.panel} aria-labelledby={title ? 'account-title' : undefined}>
        {/* without a title here, the content brings its own heading */}
        {title && (
          <h1 id="account-title" className={styles.title}>
            {title}
          </h1>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </NextIntlClientProvider>
  );
}
