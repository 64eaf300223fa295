import { ErrorBody, envelope, OnboardingBody, OnboardingDone } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { existingTopicIds, saveOnboarding } from './onboarding.repository';

/**
 * Member scope. POST /v2/member/onboarding – the topics chosen after registration or a first
 * social login (at least 3) become follows. They are the member's own first choice, so they are
 * saved even before the email is verified, and count toward the unverified member's follow limit.
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
      const onboardedAt = await saveOnboarding(app.db, member.id, req.body);
      return ok({ topicIds: req.body.topicIds, onboardedAt: onboardedAt.toISOString() }, 'TOPICS_CHOSEN');
    },
  );
};

export default onboardingRoutes;
