import { ADULT_COOKIE, ADULT_COOKIE_MAX_AGE_DAYS } from '@magazine/contracts';
import { escapeRegExp } from './escape-reg-exp';

// An adults-only article (ArticleDetail.adultOnly) asks the reader's age before its text. The
// page is the same for everyone (it is cached), so the browser decides what shows: the `is18+`
// cookie (SPEC §3) holds a visitor's answer, and a member's date of birth outranks it.

export type AgeGateState = 'ask' | 'open' | 'refused';

/**
 * What an adults-only page shows. A member whose profile says they are under 18 is refused and
 * one who is 18 or over reads on; otherwise the visitor's own answer, `is18+=true`, opens it.
 */
export function ageGateState(cookie: string | null, isAdult: boolean | null | undefined): AgeGateState {
  if (isAdult === false) return 'refused';
  if (isAdult === true || cookie === 'true') return 'open';
  return 'ask';
}

/** The attribute on <html> the stylesheet reads: `true` shows the gated text, anything else the question. */
export const GATE_ATTRIBUTE = 'data-is18';

/**
 * Runs before the article's text is painted, so a reader who has answered never sees the question
 * flash (inline: the page's script policy allows it by its hash).
 */
export const AGE_GATE_SCRIPT = `document.documentElement.setAttribute(${JSON.stringify(GATE_ATTRIBUTE)},/(?:^|;\\s*)${escapeRegExp(ADULT_COOKIE)}=true(?:;|$)/.test(document.cookie)?"true":"false")`;

/** The `is18+` cookie's text for an answer: readable by the page, a year long. */
export function ageCookie(adult: boolean, secure: boolean): string {
  const maxAge = ADULT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${ADULT_COOKIE}=${adult}; Max-Age=${maxAge}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
