import type { AccountExport } from '@magazine/contracts';
import {
  articleLikes,
  articles,
  authorFollows,
  authors,
  bookmarks,
  commentReports,
  comments,
  type Db,
  events,
  eventTicketOrders,
  eventTicketTypes,
  eventVoteOptions,
  eventVotes,
  newsletterSends,
  readingHistory,
  series,
  seriesFollows,
  sessions,
  socialAccounts,
  surveyResponses,
  surveys,
  topicFollows,
  topics,
  users,
  writerSubmissions,
} from '@magazine/db';
import { and, asc, eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/user-mapper';
import { findIdentity } from '../accounts/users.repository';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Articles the member saved, liked or read, oldest first, with the title they had then. */
async function articleRefs(db: Db, table: typeof bookmarks | typeof articleLikes, userId: string) {
  const rows = await db
    .select({ articleId: table.articleId, title: articles.title, at: table.createdAt })
    .from(table)
    .leftJoin(articles, eq(articles.id, table.articleId))
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt));
  return rows.map((r) => ({ articleId: r.articleId, title: r.title, at: iso(r.at) }));
}

/** Everything stored about the member, read in one go (SPEC §2 profile: "download my data"). */
export async function collectAccountData(db: Db, user: UserRow): Promise<Omit<AccountExport, 'exportedAt'>> {
  const id = user.id;
  const identity = await findIdentity(db, id);
  // the event a reservation or a vote belongs to, by its row in the member's language
  const eventOf = (editionId: typeof eventTicketOrders.editionId | typeof eventVotes.editionId) =>
    and(eq(events.language, user.language), eq(events.editionId, editionId));
  const [answers, newsletters] = await Promise.all([
    db
      .select({ survey: surveys.title, answers: surveyResponses.answers, at: surveyResponses.createdAt })
      .from(surveyResponses)
      .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
      .where(eq(surveyResponses.userId, id))
      .orderBy(asc(surveyResponses.createdAt)),
    db
      .select()
      .from(newsletterSends)
      .where(eq(newsletterSends.userId, id))
      .orderBy(asc(newsletterSends.sentAt)),
  ]);
  const [reservations, votes] = await Promise.all([
    db
      .select({ order: eventTicketOrders, ticket: eventTicketTypes, event: events.title })
      .from(eventTicketOrders)
      .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, eventTicketOrders.ticketTypeId))
      .leftJoin(events, eventOf(eventTicketOrders.editionId))
      .where(eq(eventTicketOrders.userId, id))
      .orderBy(asc(eventTicketOrders.createdAt)),
    db
      .select({ vote: eventVotes, option: eventVoteOptions, event: events.title })
      .from(eventVotes)
      .innerJoin(eventVoteOptions, eq(eventVoteOptions.id, eventVotes.optionId))
      .leftJoin(events, eventOf(eventVotes.editionId))
      .where(eq(eventVotes.userId, id))
      .orderBy(asc(eventVotes.createdAt)),
  ]);
  const [social, sessionRows, topicRows, authorRows, seriesRows, reads, commentRows, reports, pitches] =
    await Promise.all([
      db.select().from(socialAccounts).where(eq(socialAccounts.userId, id)),
      db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt)),
      db
        .select({ _id: topics.id, vi: topics.nameVi, en: topics.nameEn, at: topicFollows.createdAt })
        .from(topicFollows)
        .innerJoin(topics, eq(topics.id, topicFollows.topicId))
        .where(eq(topicFollows.userId, id)),
      db
        .select({ _id: authors.id, vi: authors.name, en: authors.name, at: authorFollows.createdAt })
        .from(authorFollows)
        .innerJoin(authors, eq(authors.id, authorFollows.authorId))
        .where(eq(authorFollows.userId, id)),
      db
        .select({ _id: series.id, vi: series.titleVi, en: series.titleEn, at: seriesFollows.createdAt })
        .from(seriesFollows)
        .innerJoin(series, eq(series.id, seriesFollows.seriesId))
        .where(eq(seriesFollows.userId, id)),
      db
        .select({ articleId: readingHistory.articleId, title: articles.title, at: readingHistory.readAt })
        .from(readingHistory)
        .leftJoin(articles, eq(articles.id, readingHistory.articleId))
        .where(eq(readingHistory.userId, id))
        .orderBy(asc(readingHistory.readAt)),
      db.select().from(comments).where(eq(comments.userId, id)).orderBy(asc(comments.createdAt)),
      db.select().from(commentReports).where(eq(commentReports.userId, id)),
      db.select().from(writerSubmissions).where(eq(writerSubmissions.email, user.email)),
    ]);
  // named in the member's language
  const followed = (rows: { _id: string; vi: string; en: string; at: Date }[]) =>
    rows.map((r) => ({ _id: r._id, name: user.language === 'en' ? r.en : r.vi, followedAt: iso(r.at) }));
  return {
    account: {
      _id: id,
      email: user.email,
      name: user.name,
      role: user.role as AccountExport['account']['role'],
      language: user.language as AccountExport['account']['language'],
      avatar: user.avatarUrl,
      dob: user.dob,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      weeklyNewsletter: user.isSubscribed,
      suggestions: user.suggestionsSubscribed,
      hasPassword: user.passwordHash !== null,
      onboardedAt: isoOrNull(user.onboardedAt),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    identity: identity
      ? {
          fullname: identity.fullname,
          dob: identity.dob,
          identityNumber: identity.identityNumber,
          identityDate: identity.identityDate,
          identityPlace: identity.identityPlace,
          hasFrontImage: identity.frontImage !== null,
          hasBackImage: identity.backImage !== null,
          createdAt: iso(identity.createdAt),
        }
      : null,
    socialAccounts: social.map((s) => ({ provider: s.provider, email: s.email, linkedAt: iso(s.createdAt) })),
    sessions: sessionRows.map((s) => ({
      platform: s.platform,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      revokedAt: isoOrNull(s.revokedAt),
    })),
    following: { topics: followed(topicRows), authors: followed(authorRows), series: followed(seriesRows) },
    bookmarks: await articleRefs(db, bookmarks, id),
    likes: await articleRefs(db, articleLikes, id),
    readingHistory: reads.map((r) => ({ articleId: r.articleId, title: r.title, at: iso(r.at) })),
    comments: commentRows.map((c) => ({
      _id: c.id,
      articleId: c.articleId,
      parentId: c.parentId,
      body: c.body,
      status: c.status,
      createdAt: iso(c.createdAt),
      editedAt: isoOrNull(c.editedAt),
      deletedAt: isoOrNull(c.deletedAt),
    })),
    commentReports: reports.map((r) => ({
      commentId: r.commentId,
      reason: r.reason,
      createdAt: iso(r.createdAt),
    })),
    writerPitches: pitches.map((p) => ({
      topic: p.topic,
      pitch: p.pitch,
      createdAt: iso(p.createdAt),
      status: p.status,
      editorNote: p.editorNote,
      answeredAt: isoOrNull(p.reviewedAt),
    })),
    eventReservations: reservations.map(({ order, ticket, event }) => ({
      event,
      ticket: user.language === 'en' ? ticket.nameEn : ticket.nameVi,
      quantity: order.quantity,
      totalVnd: order.totalVnd,
      code: order.code,
      status: order.status,
      createdAt: iso(order.createdAt),
      cancelledAt: isoOrNull(order.cancelledAt),
      checkedInAt: isoOrNull(order.checkedInAt),
    })),
    eventVotes: votes.map(({ vote, option, event }) => ({
      event,
      choice: user.language === 'en' ? option.nameEn : option.nameVi,
      at: iso(vote.updatedAt),
    })),
    surveyAnswers: answers.map((a) => ({ survey: a.survey, answers: a.answers, at: iso(a.at) })),
    newslettersSent: newsletters.map((n) => ({ edition: n.edition, at: iso(n.sentAt) })),
  };
}

/**
 * Deletes the member: follows, bookmarks, likes, sessions, links, identity, ticket reservations
 * and event votes go with the row (ON DELETE CASCADE); the pitches sent from their address go too
 * (the data download lists them as theirs); comments stay with no author (ON DELETE SET NULL),
 * shown as from a deleted member. Answers the identity row so the caller can remove its image files.
 */
export async function deleteUser(db: Db, user: { id: string; email: string }) {
  const identity = await findIdentity(db, user.id);
  await db.transaction(async (tx) => {
    await tx.delete(writerSubmissions).where(eq(writerSubmissions.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  return identity;
}
