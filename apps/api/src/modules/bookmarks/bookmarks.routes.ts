import {
  ArticleIdParams,
  BookmarkedAsObject,
  BookmarkedAsObjectQuery,
  BookmarkState,
  ErrorBody,
  envelope,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { findArticleById, findLiveArticleRef } from '../articles/articles.repository';
import { addBookmark, bookmarkedAmong, removeBookmark } from './bookmarks.repository';

const tags = ['members'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
/** The three calls about one article answer its bookmark state. */
const oneArticle = {
  tags,
  security,
  params: ArticleIdParams,
  response: { 200: envelope(BookmarkState), ...errors },
};

/** Member scope (app.ts puts requireMember in front): a member reads and changes only their own. */
const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /bookmark/bookmark-article/:id – save a live article (again: no change)
  app.post('/bookmark/bookmark-article/:id', { schema: oneArticle }, async (req) => {
    const member = memberOf(req);
    if (!(await findLiveArticleRef(app.db, req.params.id))) throw new AppError('ARTICLE_NOT_FOUND');
    await addBookmark(app.db, member.id, req.params.id);
    return ok({ articleId: req.params.id, bookmarked: true }, 'BOOKMARKED');
  });

  // POST /bookmark/unbookmark-article/:id – remove it (also once the article is no longer live)
  app.post('/bookmark/unbookmark-article/:id', { schema: oneArticle }, async (req) => {
    const member = memberOf(req);
    if (!(await findArticleById(app.db, req.params.id))) throw new AppError('ARTICLE_NOT_FOUND');
    await removeBookmark(app.db, member.id, req.params.id);
    return ok({ articleId: req.params.id, bookmarked: false }, 'UNBOOKMARKED');
  });

  // GET /v2/is-bookmark/:id – whether the member saved this article
  app.get('/v2/is-bookmark/:id', { schema: oneArticle }, async (req) => {
    const saved = await bookmarkedAmong(app.db, memberOf(req).id, [req.params.id]);
    return ok({ articleId: req.params.id, bookmarked: saved.has(req.params.id) });
  });

  // GET /v2/bookmarked-articles-as-object?articleIdsStr=a,b – { [articleId]: boolean } (SPEC §3)
  app.get(
    '/v2/bookmarked-articles-as-object',
    {
      schema: {
        tags,
        security,
        querystring: BookmarkedAsObjectQuery,
        response: { 200: envelope(BookmarkedAsObject), ...errors },
      },
    },
    async (req) => {
      const ids = req.query.articleIdsStr;
      const saved = await bookmarkedAmong(app.db, memberOf(req).id, ids);
      return ok(Object.fromEntries(ids.map((id) => [id, saved.has(id)])));
    },
  );
};

export default bookmarkRoutes;
