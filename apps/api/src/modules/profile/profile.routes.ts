import {
  ArticlePage,
  ErrorBody,
  envelope,
  FollowedPage,
  FollowKindParams,
  ProfileListQuery,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { pageWindow, toPage } from '../../lib/paging';
import { memberOf } from '../../plugins/app/auth';
import { toCard } from '../articles/article-mapper';
import { findCardsInOrder } from '../recommendations/recommendations.repository';
import { followedItems, savedArticleIds } from './profile.repository';

const tags = ['members'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody };

/** Member scope: the profile tabs' lists, always the token's own member's. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const which of ['bookmarked', 'liked'] as const) {
    // GET /v2/member/bookmarked-articles, /v2/member/liked-articles – newest first, paged
    app.get(
      `/v2/member/${which}-articles`,
      {
        schema: {
          tags,
          security,
          querystring: ProfileListQuery,
          response: { 200: envelope(ArticlePage), ...errors },
        },
      },
      async (req) => {
        const { limit, offset } = pageWindow(req.query);
        const ids = await savedArticleIds(app.db, which, memberOf(req).id, limit, offset);
        const cards = await findCardsInOrder(app.db, ids);
        return ok(toPage(cards, req.query, toCard));
      },
    );
  }

  // GET /v2/member/following/:kind – the topics, authors or series followed, newest first
  app.get(
    '/v2/member/following/:kind',
    {
      schema: {
        tags,
        security,
        params: FollowKindParams,
        querystring: ProfileListQuery,
        response: { 200: envelope(FollowedPage), ...errors },
      },
    },
    async (req) => {
      const { limit, offset } = pageWindow(req.query);
      const items = await followedItems(
        app.db,
        req.params.kind,
        memberOf(req).id,
        req.query.language,
        limit,
        offset,
      );
      return ok(toPage(items, req.query, (item) => item));
    },
  );
};

export default profileRoutes;
