import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AGE_GATE_SCRIPT } from '@/lib/age-gate';
import styles from './age-gate.module.css';
import { AgeQuestion } from './age-question';

/**
 * Where an adults-only article's text begins: the script that knows the answer before the paint,
 * then the question (age-question.tsx), which hides itself once answered.
 */
export function AgeGate({ contentId, home, profile }: { contentId: string; home: string; profile: string }) {
  const t = useTranslations('article');
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash (script-policy.mjs) */}
      <script dangerouslySetInnerHTML={{ __html: AGE_GATE_SCRIPT }} />
      <AgeQuestion
        contentId={contentId}
        home={home}
        profile={profile}
        labels={{
          title: t('adultTitle'),
          text: t('adultText'),
          confirm: t('adultConfirm'),
          leave: t('adultLeave'),
          refusedText: t('adultRefusedText'),
          profile: t('adultProfile'),
          noScript: t('adultNoScript'),
        }}
      />
    </>
  );
}

/** A part of an adults-only article that shows only once the reader has answered (age-gate.ts). */
export function AdultOnly({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.gated} tabIndex={id ? -1 : undefined}>
      {children}
    </div>
  );
}
