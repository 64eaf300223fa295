import { MODERATION_FILTERS, type ModerationFilter } from '@magazine/contracts';
import { tabOf, tabPath } from '../staff-tabs';

export type ModerationTab = ModerationFilter;

/** `?filter=` of the moderation page: held (the default) or reported. */
export function moderationTab(value: string | string[] | undefined): ModerationTab {
  return tabOf(value, MODERATION_FILTERS);
}

export function moderationPath(locale: 'vi' | 'en', tab: ModerationTab, page = 1): string {
  return tabPath(locale, '/moderation', 'filter', MODERATION_FILTERS, tab, page);
}
