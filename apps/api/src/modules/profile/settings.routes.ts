import { join } from 'node:path';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  EmailSettingsBody,
  ErrorBody,
  envelope,
  MemberSettings,
  SettingsBody,
} from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { memberOf } from '../../plugins/app/auth';
import { clearAvatar, getSettings, saveEmailSettings, saveSettings, setAvatar } from './settings.service';

const tags = ['members'];
const security = [{ accessToken: [] }];
const response = {
  200: envelope(MemberSettings),
  400: ErrorBody,
  401: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
};

/** Member scope: the profile's settings tab and email settings, always the token's own member. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaDir = join(app.config.DATA_DIR, 'media');

  // the avatar arrives as the image itself; only this plugin's routes take image bodies
  app.addContentTypeParser(
    [...AVATAR_TYPES],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  // GET /v2/member/settings – name, avatar, date of birth, language and mail choices
  app.get('/v2/member/settings', { schema: { tags, security, response } }, async (req) =>
    ok(await getSettings(app.db, memberOf(req))),
  );

  // POST /v2/member/settings {name?, dob?, language?} – an empty dob clears it
  app.post('/v2/member/settings', { schema: { tags, security, body: SettingsBody, response } }, async (req) =>
    ok(await saveSettings(app.db, memberOf(req), req.body), 'PROFILE_UPDATED'),
  );

  // POST /v2/member/email-settings {weeklyNewsletter?, suggestions?}
  app.post(
    '/v2/member/email-settings',
    { schema: { tags, security, body: EmailSettingsBody, response } },
    async (req) => {
      const member = memberOf(req);
      const settings = await saveEmailSettings(app.db, member, req.body);
      // newly on the weekly newsletter: "subscribed successfully" (SPEC §8)
      const joined = !member.isSubscribed && settings.weeklyNewsletter;
      return ok(settings, joined ? 'POST_DATA_SUCCESSFUL' : 'EMAIL_SETTINGS_SAVED');
    },
  );

  // PUT /v2/member/avatar – body: a JPEG, PNG or WebP image (Content-Type image/*) up to 5 MB,
  // kept as a 256 px square
  app.put(
    '/v2/member/avatar',
    {
      bodyLimit: AVATAR_MAX_BYTES,
      preHandler: app.limit('avatar', 20, 60, (req) => req.member?.id ?? null),
      schema: { tags, security, consumes: [...AVATAR_TYPES], response },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw new AppError('IMAGE_INVALID', { fields: [{ field: 'avatar', code: 'REQUIRED' }] });
      return ok(await setAvatar(app.db, mediaDir, memberOf(req), req.body), 'AVATAR_UPDATED');
    },
  );

  // DELETE /v2/member/avatar – back to the initial
  app.delete('/v2/member/avatar', { schema: { tags, security, response } }, async (req) =>
    ok(await clearAvatar(app.db, mediaDir, memberOf(req)), 'AVATAR_UPDATED'),
  );
};

export default settingsRoutes;
