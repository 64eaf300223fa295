import { z } from 'zod';

/**
 * The member's mailing lists (SPEC §9): the weekly newsletter, sent Tuesday mornings, and the
 * reading suggestions, sent Monday and Thursday mornings (Asia/Ho_Chi_Minh).
 */
export const NEWSLETTER_LISTS = ['weekly', 'suggestions'] as const;
export const NewsletterList = z.enum(NEWSLETTER_LISTS);
export type NewsletterList = z.infer<typeof NewsletterList>;

/** POST /v2/newsletter/unsubscribe – the signed token of a mail's unsubscribe link. */
export const UnsubscribeBody = z.strictObject({ token: z.string().min(1).max(300) });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;
export const Unsubscribed = z.object({ list: NewsletterList });
export type Unsubscribed = z.infer<typeof Unsubscribed>;
