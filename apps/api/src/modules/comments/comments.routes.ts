import {
  CommentDeleted,
  CommentIdParams,
  CommentItem,
  CommentListQuery,
  CommentPage,
  CommentReported,
  EditCommentBody,
  ErrorBody,
  envelope,
  NewCommentBody,
  ReportCommentBody,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import * as service from './comments.service';

const tags = ['comments'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Public scope: anyone reads a thread; with a token the member also sees their own pending comments. */
export const commentReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/comments?articleId=&sort=newest|oldest&page=&limit=
  app.get(
    '/v2/comments',
    {
      // the public cache never shares an answer to a request with a token (own pending comments)
      config: { publicCache: true },
      schema: {
        tags,
        querystring: CommentListQuery,
        response: { 200: envelope(CommentPage), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await service.listComments(app.db, req.member, req.query)),
  );
};

/** Member scope (app.ts puts requireMember in front): a member writes, edits and deletes only their own. */
export const commentWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const byMember = (req: { member: { id: string } | null }) => req.member?.id ?? null;
  // a burst and a steady flood are both refused (429 with the seconds to wait)
  const postingLimits = [
    app.limit('comment-post-minute', 5, 1, byMember),
    app.limit('comment-post-hour', 30, 60, byMember),
  ];

  // POST /v2/comments {articleId, parentId?, body} – COMMENT_POSTED, or COMMENT_HELD_FOR_REVIEW
  app.post(
    '/v2/comments',
    {
      preHandler: postingLimits,
      schema: {
        tags,
        security,
        body: NewCommentBody,
        response: { 200: envelope(CommentItem), ...errors, 429: ErrorBody },
      },
    },
    async (req) => {
      const { comment, held } = await service.postComment(app.db, memberOf(req), req.body);
      return ok(comment, held ? 'COMMENT_HELD_FOR_REVIEW' : 'COMMENT_POSTED');
    },
  );

  // PUT /v2/comment/:id {body} – own comment, within COMMENT_EDIT_WINDOW_MINUTES of posting
  app.put(
    '/v2/comment/:id',
    {
      schema: {
        tags,
        security,
        params: CommentIdParams,
        body: EditCommentBody,
        response: { 200: envelope(CommentItem), ...errors, 422: ErrorBody },
      },
    },
    async (req) => {
      const member = memberOf(req);
      const { comment, held } = await service.editComment(app.db, member, req.params.id, req.body.body);
      return ok(comment, held ? 'COMMENT_HELD_FOR_REVIEW' : 'COMMENT_UPDATED');
    },
  );

  // DELETE /v2/comment/:id – own comment; it stays as "deleted" while it has replies
  app.delete(
    '/v2/comment/:id',
    {
      schema: {
        tags,
        security,
        params: CommentIdParams,
        response: { 200: envelope(CommentDeleted), ...errors },
      },
    },
    async (req) => {
      await service.deleteComment(app.db, memberOf(req), req.params.id);
      return ok({ _id: req.params.id, deleted: true as const }, 'COMMENT_DELETED');
    },
  );

  // POST /v2/comment/:id/report {reason?} – someone else's comment (own: 403); again: no change
  app.post(
    '/v2/comment/:id/report',
    {
      schema: {
        tags,
        security,
        params: CommentIdParams,
        // a bare POST (no body, no reason) is a report too
        body: ReportCommentBody.nullish(),
        response: { 200: envelope(CommentReported), ...errors },
      },
    },
    async (req) => {
      await service.reportComment(app.db, memberOf(req), req.params.id, req.body?.reason ?? '');
      return ok({ commentId: req.params.id, reported: true as const }, 'COMMENT_REPORTED');
    },
  );
};
