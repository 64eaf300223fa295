import { ErrorBody, envelope, MemberState, MemberStateQuery } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { isVerified } from '../follows/follows.service';
import { readState } from './member-state.repository';

const flags = (ids: string[], yes: string[]) => {
  const set = new Set(yes);
  return Object.fromEntries(ids.map((id) => [id, set.has(id)]));
};

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
      const state = await readState(
        app.db,
        { articleIds, topicIds, authorIds, seriesIds },
        member?.id ?? null,
      );
      const limit = app.config.UNVERIFIED_FOLLOW_LIMIT;
      return ok({
        bookmarked: flags(articleIds, state.bookmarked),
        liked: flags(articleIds, state.liked),
        likeCounts: state.likeCounts,
        following: {
          topic: flags(topicIds, state.topics),
          author: flags(authorIds, state.authors),
          series: flags(seriesIds, state.series),
        },
        followsLeft: member && !isVerified(member) ? Math.max(0, limit - state.follows) : null,
      });
    },
  );
};

export default memberStateRoutes;
