import { ArticleIdParams, ErrorBody, envelope, LikeBody, LikeState } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { findLiveArticleRef } from '../articles/articles.repository';
import { likeCounts, likedAmong, setLike } from './likes.repository';

const tags = ['members'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

async function likeState(
  app: Parameters<FastifyPluginAsyncZod>[0],
  userId: string | null,
  articleId: string,
) {
  const liked = userId ? (await likedAmong(app.db, userId, [articleId])).has(articleId) : false;
  const likeCount = (await likeCounts(app.db, [articleId])).get(articleId) ?? 0;
  return { articleId, liked, likeCount };
}

/** GET for everyone (a visitor sees the count), POST for members. */
export const likeReadRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /v2/like/article/:id – whether the reader likes it (false for a visitor) and the count
  app.get(
    '/v2/like/article/:id',
    { schema: { tags, params: ArticleIdParams, response: { 200: envelope(LikeState), ...errors } } },
    async (req) => {
      if (!(await findLiveArticleRef(app.db, req.params.id))) throw new AppError('ARTICLE_NOT_FOUND');
      return ok(await likeState(app, req.member?.id ?? null, req.params.id));
    },
  );
};

export const likeWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /v2/like/article {articleId, like} – like (like: true, the default) or unlike; repeating
  // either changes nothing, and a member counts once however many requests arrive together
  app.post(
    '/v2/like/article',
    { schema: { tags, security, body: LikeBody, response: { 200: envelope(LikeState), ...errors } } },
    async (req) => {
      const member = memberOf(req);
      const { articleId, like } = req.body;
      if (!(await findLiveArticleRef(app.db, articleId))) throw new AppError('ARTICLE_NOT_FOUND');
      await setLike(app.db, member.id, articleId, like);
      return ok(await likeState(app, member.id, articleId), like ? 'LIKED' : 'UNLIKED');
    },
  );
};
