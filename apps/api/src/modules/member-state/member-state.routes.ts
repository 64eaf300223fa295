import { ErrorBody, envelope, FOLLOW_KINDS, MemberState, MemberStateQuery } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { bookmarkedAmong } from '../bookmarks/bookmarks.repository';
import { followingAmong } from '../follows/follows.repository';
import { followsLeft } from '../follows/follows.service';
import { likeCounts, likedAmong } from '../likes/likes.repository';

const flags = (ids: string[], yes: Set<string>) => Object.fromEntries(ids.map((id) => [id, yes.has(id)]));

/**
 * GET /v2/member/state – the one call a page makes after it loads: bookmark, like and follow
 * state of everything it shows, and the like counts. A visitor gets the counts and no flags set.
 * Never cached publicly (it depends on the token).
 */
const memberStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/member/state',
    {
      schema: {
        tags: ['members'],
        querystring: MemberStateQuery,
        response: { 200: envelope(MemberState), 400: ErrorBody },
      },
    },
    async (req) => {
      const { articleIds, topicIds, authorIds, seriesIds } = req.query;
      const member = req.member;
      const counts = await likeCounts(app.db, articleIds);
      const idsOf = { topic: topicIds, author: authorIds, series: seriesIds };
      const none = new Set<string>();
      const following = Object.fromEntries(
        await Promise.all(
          FOLLOW_KINDS.map(async (kind) => [
            kind,
            flags(idsOf[kind], member ? await followingAmong(app.db, kind, member.id, idsOf[kind]) : none),
          ]),
        ),
      ) as MemberState['following'];
      return ok({
        bookmarked: flags(articleIds, member ? await bookmarkedAmong(app.db, member.id, articleIds) : none),
        liked: flags(articleIds, member ? await likedAmong(app.db, member.id, articleIds) : none),
        likeCounts: Object.fromEntries(counts),
        following,
        followsLeft: member ? await followsLeft(app.db, member, app.config.UNVERIFIED_FOLLOW_LIMIT) : null,
      });
    },
  );
};

export default memberStateRoutes;
