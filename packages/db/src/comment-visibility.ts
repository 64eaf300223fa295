import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { comments } from './schema';

// Who sees which comment, as SQL, so the thread, its total and the cards' counts agree:
// everyone sees published comments, a member also their own pending ones, nobody a hidden one.
// A reply is shown only when its top-level comment is; a deleted top-level comment stays as a
// placeholder while it has replies that are shown, and is never counted. Here, beside the schema,
// because two modules of the API ask it: the comments' thread and the article cards' count.

type CommentColumns = { status: AnyPgColumn; userId: AnyPgColumn };

/** `c` is visible to the reader (a member's id, or null for a visitor). */
export function visibleTo(c: CommentColumns, viewerId: string | null): SQL {
  if (!viewerId) return sql`${c.status} = 'published'`;
  return sql`(${c.status} = 'published' or (${c.status} = 'pending' and ${c.userId} = ${viewerId}))`;
}

/**
 * The card's commentCount: comments of the article that everyone sees. One correlated subquery
 * per card row (the article index narrows it), so a list stays one query.
 */
export function publishedCommentCount(articleId: AnyPgColumn): SQL<number> {
  return sql<number>`(
    select count(*)::int from ${comments} cm
    left join ${comments} cp on cp.id = cm.parent_id
    where cm.article_id = ${articleId} and cm.status = 'published' and cm.deleted_at is null
      and (cm.parent_id is null or cp.status = 'published'))`;
}
