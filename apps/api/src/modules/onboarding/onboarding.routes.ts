import { ErrorBody, envelope, OnboardingBody, OnboardingDone } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { isVerified } from '../follows/follows.service';
import { existingTopicIds, saveOnboarding } from './onboarding.repository';

/**
 * Member scope. POST /v2/member/onboarding – the topics chosen after registration or a first
 * social login (at least 3) become follows. An unverified member's follows stop at the follow
 * limit as a follow button's do: the topics past it are answered as `notFollowed` (the onboarding
 * itself is still done), and the web shows the out-of-follows notice.
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/member/onboarding',
    {
      schema: {
        tags: ['members'],
        security: [{ accessToken: [] }],
        body: OnboardingBody,
        response: { 200: envelope(OnboardingDone), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const member = memberOf(req);
      const known = await existingTopicIds(app.db, req.body.topicIds);
      if (known.size !== req.body.topicIds.length) throw new AppError('TOPIC_NOT_FOUND');
      const limit = isVerified(member) ? null : app.config.UNVERIFIED_FOLLOW_LIMIT;
      return ok(await saveOnboarding(app.db, member.id, req.body, limit), 'TOPICS_CHOSEN');
    },
  );
};

export default onboardingRoutes;
