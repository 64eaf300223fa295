'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import {
  type InviteLabels,
  type InviteSurvey,
  inviteAllowedOn,
  markSurveySeen,
  msUntilInvite,
  readingSince,
  surveySeen,
} from '@/lib/surveys/invite';

/**
 * The survey invitation (SPEC §9): after 60 seconds on the site, if a survey is open in the
 * reader's language and they have neither answered nor dismissed it, a small panel offers it.
 * Only the timer is on every page; the panel's code is fetched when it is due.
 */
export function SurveyInvite({ labels }: { labels: InviteLabels }) {
  const pathname = usePathname();
  const locale = useLocale();
  const member = useAuth().isAuth;
  const [panel, setPanel] = useState<ReactNode>(null);

  useEffect(() => {
    if (!inviteAllowedOn(pathname)) {
      setPanel(null);
      return;
    }
    let live = true;
    const timer = setTimeout(
      async () => {
        const res = await fetch(`/api/survey/current?language=${locale}`).catch(() => null);
        const survey: InviteSurvey | null = res?.ok ? await res.json().catch(() => null) : null;
        if (!live || !survey || surveySeen(survey._id)) return;
        // a member who answered on another device is not invited
        const state = member
          ? await fetch(`/api/member/v2/member/survey/${survey._id}`).catch(() => null)
          : null;
        const answered = state?.ok && (await state.json().catch(() => null))?.data?.answered === true;
        if (answered) markSurveySeen(survey._id);
        if (!live || answered) return;
        const { SurveyInvitePanel } = await import('./survey-invite-panel');
        if (live)
          setPanel(<SurveyInvitePanel survey={survey} labels={labels} onClose={() => setPanel(null)} />);
      },
      msUntilInvite(readingSince(Date.now()), Date.now()),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pathname, locale, labels, member]);

  return panel;
}
