import { ArticleViewCounted, ArticleViewCounterBody, ErrorBody, envelope } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { readerKey } from '../../plugins/app/auth';
import { findLiveArticleRef } from '../articles/articles.repository';
import { countView, pruneViewMarks, recordRead } from './views.repository';

const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  // the marks past the dedupe window decide nothing any more: once per period across all nodes
  app.schedule('prune-view-marks', app.config.PRUNE_VIEW_MARKS_EVERY_SECONDS * 1000, async () => {
    const removed = await pruneViewMarks(app.db);
    return `${removed} marks removed`;
  });

  // POST /v2/article-view-counter – one view per reader per article per 30 minutes
  app.post(
    '/v2/article-view-counter',
    {
      preHandler: app.limit('view-counter-ip', 600, 10),
      schema: {
        tags: ['recommendations'],
        body: ArticleViewCounterBody,
        response: { 200: envelope(ArticleViewCounted), 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const article = await findLiveArticleRef(app.db, req.body.articleId);
      if (!article) throw new AppError('ARTICLE_NOT_FOUND');
      if (req.member) await recordRead(app.db, req.member.id, article.id);
      return ok(await countView(app.db, article, readerKey(req)));
    },
  );
};

export default viewRoutes;
