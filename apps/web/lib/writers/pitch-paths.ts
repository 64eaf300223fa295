import { PITCH_STATUSES, type PitchStatus } from '@magazine/contracts';
import { tabOf, tabPath } from '../staff-tabs';

/** `?status=` of the pitches inbox: new (the default), accepted or declined. */
export function pitchTab(value: string | string[] | undefined): PitchStatus {
  return tabOf(value, PITCH_STATUSES);
}

export function pitchesPath(locale: 'vi' | 'en', tab: PitchStatus, page = 1): string {
  return tabPath(locale, '/writer-pitches', 'status', PITCH_STATUSES, tab, page);
}
