import { MOBILE_MAX_WIDTH_PX } from '@magazine/contracts';

/**
 * The platform an event or a view is counted under (SPEC §3), by the viewport's width. A module
 * of its own: the view counter and the error pages' report send it from a first visit's code,
 * while the rest of the tracking rules (page-events.ts) load with page tracking, after the page.
 */
export const platformOf = (viewportWidth: number) =>
  viewportWidth < MOBILE_MAX_WIDTH_PX ? ('Web Mobile' as const) : ('Web Desktop' as const);
