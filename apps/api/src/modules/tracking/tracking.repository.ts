import type { ErrorReportBody, TrackingBody, TrackingKind } from '@magazine/contracts';
import { type Db, errorReports, trackingEvents } from '@magazine/db';
import { lt, sql } from 'drizzle-orm';

/** Who sent an event: the member if logged in, and the reader key the view counter uses. */
export type Sender = { readerKey: string; userId: string | null };

/** Days a tracking event or an error report is kept. */
export const TRACKING_RETENTION_DAYS = 180;

export async function recordEvent(db: Db, kind: TrackingKind, body: TrackingBody, sender: Sender) {
  const { language, pageType, title, slug, platform, sessionId, ...detail } = body;
  await db.insert(trackingEvents).values({
    kind,
    sessionId: sessionId ?? null,
    readerKey: sender.readerKey,
    userId: sender.userId,
    language,
    pageType,
    title,
    slug,
    platform,
    detail: Object.keys(detail).length > 0 ? detail : null,
  });
}

export async function recordError(db: Db, report: ErrorReportBody, sender: Sender) {
  await db.insert(errorReports).values({
    readerKey: sender.readerKey,
    userId: sender.userId,
    message: report.message,
    stack: report.stack ?? null,
    digest: report.digest ?? null,
    path: report.path,
    language: report.language,
    platform: report.platform,
  });
}

/** Drops events and reports past the retention; returns how many went. */
export async function pruneTracking(db: Db): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${TRACKING_RETENTION_DAYS})`;
  const events = await db
    .delete(trackingEvents)
    .where(lt(trackingEvents.createdAt, cutoff))
    .returning({ id: trackingEvents.id });
  const reports = await db
    .delete(errorReports)
    .where(lt(errorReports.createdAt, cutoff))
    .returning({ id: errorReports.id });
  return events.length + reports.length;
}
