'use client';

import type { Locale } from '@magazine/contracts';
import { FlashNotices } from '@/components/auth/flash-notices';
import { SurveyInvite } from '@/components/surveys/survey-invite';
import type { InviteLabels } from '@/lib/surveys/invite';
import { PageTracking } from './page-tracking';
import { TranslationNotice } from './translation-notice';

export type AfterLoadProps = {
  locale: Locale;
  noTranslation: { title: string; text: string };
  surveyInvite: InviteLabels;
};

/**
 * The parts after-load.tsx fetches: page tracking, the flash cookie's notice, the no-translation
 * notice and the survey invitation's timer.
 */
export function AfterLoadParts({ locale, noTranslation, surveyInvite }: AfterLoadProps) {
  return (
    <>
      <PageTracking />
      <FlashNotices locale={locale} />
      <TranslationNotice title={noTranslation.title} text={noTranslation.text} />
      <SurveyInvite labels={surveyInvite} />
    </>
  );
}
