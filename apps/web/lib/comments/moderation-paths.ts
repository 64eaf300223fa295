import { MODERATION_FILTERS, type ModerationFilter } from '@magazine/contracts';
import { firstParam } from '../listing';

export type ModerationTab = ModerationFilter;

/** `?filter=` of the moderation page: held (the default) or reported. */
export function moderationTab(value: string | string[] | undefined): ModerationTab {
  const raw = firstParam(value);
  return (MODERATION_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as ModerationTab) : 'held';
}

export function moderationPath(locale: 'vi' | 'en', tab: ModerationTab, page = 1): string {
  const query = new URLSearchParams();
  if (tab !== 'held') query.set('filter', tab);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return `${locale === 'en' ? '/en' : ''}/moderation${qs ? `?${qs}` : ''}`;
}
