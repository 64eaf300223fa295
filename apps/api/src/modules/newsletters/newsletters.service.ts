import type { ArticleCard, Locale, NewsletterList } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { siteUrl } from '../accounts/context';
import { digestMail } from '../mail/digest-mail';
import type { Mailer } from '../mail/mailer';
import { getForYou, getPopular } from '../recommendations/recommendations.service';
import { dueEditions, type Edition } from './editions';
import * as repo from './newsletters.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** Stories in one mail. */
export const DIGEST_SIZE = 6;
/** Members read per query while sending. */
const BATCH = 100;
/** A run gives up after this many sends in a row find no mail server: the next wake tries again. */
const MAX_FAILURES_IN_A_ROW = 5;

type MailError = { code?: string; responseCode?: number };
const mailError = (err: unknown): MailError => (typeof err === 'object' && err !== null ? err : {});
/** The server refused the address for good (5xx to RCPT TO): the edition is not tried again for it. */
const refusedForGood = (err: unknown) => {
  const { code, responseCode } = mailError(err);
  return code === 'EENVELOPE' && (responseCode ?? 0) >= 500;
};
/** No mail server to talk to (down, unreachable, refusing us): nobody after this one gets through either. */
const serverUnreachable = (err: unknown) =>
  ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ECONNREFUSED'].includes(
    mailError(err).code ?? '',
  );

export type NewsletterDeps = { db: Db; mailer: Mailer; config: Env; secret: string; log: FastifyBaseLogger };

type Outcome = { sent: number; empty: number; refused: number; failed: number };

/** The profile's email settings (the section's anchor, apps/web/app/[locale]/profile/page.tsx). */
const settingsPath = (locale: Locale) =>
  `${locale === 'en' ? '/profile' : '/thong-tin-tai-khoan'}#email-settings`;

/** The edition's stories for one member: the week's most read, or what the member follows. */
async function storiesFor(
  deps: NewsletterDeps,
  list: NewsletterList,
  member: repo.Recipient,
  weekly: Map<Locale, Promise<ArticleCard[]>>,
): Promise<ArticleCard[]> {
  const query = { language: member.language, limit: DIGEST_SIZE, ignoreArticleIds: [] };
  if (list === 'suggestions') return getForYou(deps.db, query, member.id);
  // the weekly newsletter is the same for every reader of a language: asked once per run
  let stories = weekly.get(member.language);
  if (!stories) {
    stories = getPopular(deps.db, query);
    weekly.set(member.language, stories);
  }
  return stories;
}

/**
 * Sends one edition to every member on its list who has not had it yet. `stop` (the node is
 * shutting down) ends the run between two members: nothing is left claimed and unsent, and the
 * next wake of the morning, on any node, goes on from there.
 */
export async function sendEdition(
  deps: NewsletterDeps,
  edition: Edition,
  stop?: AbortSignal,
): Promise<Outcome> {
  const outcome: Outcome = { sent: 0, empty: 0, refused: 0, failed: 0 };
  const weekly = new Map<Locale, Promise<ArticleCard[]>>();
  let failuresInARow = 0;
  let after: string | null = null;
  for (;;) {
    const members = await repo.nextRecipients(deps.db, edition.list, edition.key, after, BATCH);
    if (members.length === 0) return outcome;
    after = members.at(-1)?.id ?? null;
    for (const member of members) {
      if (stop?.aborted) return outcome;
      if (!(await repo.claimSend(deps.db, member.id, edition.key))) continue; // another node has it
      try {
        const stories = await storiesFor(deps, edition.list, member, weekly);
        if (stories.length === 0) {
          // nothing to tell: no mail, and a later run this morning may find something
          await repo.releaseSend(deps.db, member.id, edition.key);
          outcome.empty++;
          continue;
        }
        const token = unsubscribeToken(deps.secret, member.id, edition.list);
        const unsubscribe = siteUrl(deps.config, member.language, `/unsubscribe?token=${token}`);
        const mail = digestMail(
          member.language,
          edition.list,
          member.name,
          stories.map((card) => ({
            title: card.title,
            excerpt: card.excerpt,
            url: siteUrl(deps.config, 'vi', card.path),
          })),
          { unsubscribe, settings: siteUrl(deps.config, member.language, settingsPath(member.language)) },
        );
        await deps.mailer.send({
          to: member.email,
          ...mail,
          headers: {
            // one-click unsubscribe (RFC 8058): the mail program posts to the site's address
            'List-Unsubscribe': `<${siteUrl(deps.config, 'vi', `/api/unsubscribe?token=${token}`)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        outcome.sent++;
        failuresInARow = 0;
      } catch (err) {
        deps.log.warn({ err, edition: edition.key }, 'newsletter not sent');
        if (refusedForGood(err)) {
          // the claim stays: asking again this morning would be refused again
          outcome.refused++;
          continue;
        }
        // anything else may pass later this morning (a full mailbox, a server down)
        await repo.releaseSend(deps.db, member.id, edition.key);
        outcome.failed++;
        if (!serverUnreachable(err)) continue;
        if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) return outcome;
      }
    }
  }
}

/** The job: every edition whose morning it is at `now`; answers what it did, for the run log. */
export async function sendDueNewsletters(
  deps: NewsletterDeps,
  now: Date,
  stop?: AbortSignal,
): Promise<string> {
  const done: string[] = [];
  for (const edition of dueEditions(now)) {
    const { sent, empty, refused, failed } = await sendEdition(deps, edition, stop);
    done.push(
      `${edition.key}: ${sent} sent, ${empty} with nothing to send, ${refused} refused, ${failed} failed`,
    );
  }
  if (stop?.aborted) return [...done, 'stopped: the node is shutting down'].join('; ');
  const pruned = await repo.pruneSends(deps.db);
  return [...done, `${pruned} old sends pruned`].join('; ');
}
