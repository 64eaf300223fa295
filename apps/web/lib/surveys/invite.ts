import { SURVEY_POPUP_SECONDS } from '@magazine/contracts';
import { canKeep, lasting, tabRead, tabWrite } from '../dom/browser-storage';

// When the survey invitation shows (SPEC §9: a survey of about 60 seconds, offered in a popup):
// once the reader has spent SURVEY_POPUP_SECONDS on the site in this tab (moving between pages
// does not start the count again), never twice for one survey once answered or dismissed.

/** The survey offered (GET /api/survey/current) and the invitation's words, as the layout gives them. */
export type InviteSurvey = { _id: string; slug: string; title: string };
export type InviteLabels = { title: string; take: string; later: string };

const SINCE_KEY = 'survey:since';
const seenKey = (surveyId: string) => `survey:seen:${surveyId}`;

/** Milliseconds until the invitation is due, counting from the tab's first page (0: now). */
export function msUntilInvite(since: number, now: number): number {
  return Math.max(0, since + SURVEY_POPUP_SECONDS * 1000 - now);
}

/** Pages that never show it: the survey itself, account screens and the profile, the staff desks. */
export function inviteAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return !/^\/(khao-sat|survey|login|register|forgot-password|reset-password|verify-email|verify-login|choose-topics|change-password|profile|thong-tin-tai-khoan|thong-tin-ca-nhan|unsubscribe|moderation|event-desk|survey-results|writer-pitches|preview-article)(\/|$)/.test(
    path,
  );
}

/** When this tab's reading began (kept for the tab's life). */
export function readingSince(now: number): number {
  const kept = Number(tabRead(SINCE_KEY));
  if (kept > 0 && kept <= now) return kept;
  tabWrite(SINCE_KEY, String(now));
  return now;
}

export function surveySeen(surveyId: string): boolean {
  // no storage: do not nag on every page
  return !canKeep() || lasting.getItem(seenKey(surveyId)) !== null;
}

/** The reader answered or dismissed it: not offered again. */
export function markSurveySeen(surveyId: string): void {
  lasting.setItem(seenKey(surveyId), String(Date.now()));
}
