import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorBody, envelope, IdentitySummary } from '@magazine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { requireRole } from '../../plugins/app/auth';
import { type AccountsContext, identityDir } from './context';
import { identitySummary } from './profile.service';
import { findIdentity } from './users.repository';

const tags = ['staff'];
const security = [{ accessToken: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Params = z.object({ userId: z.uuid() });
const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Routes of the staff scope (editor or admin); identity documents are for admins only. */
const staffRoutes = (ctx: AccountsContext): FastifyPluginAsyncZod =>
  async function staffRoutes(app) {
    // GET /v2/staff/users/:userId/identity – a member's identity information, in full
    app.get(
      '/v2/staff/users/:userId/identity',
      {
        preValidation: requireRole('admin'),
        schema: {
          tags,
          security,
          params: Params,
          response: { 200: envelope(IdentitySummary.extend({ identityNumber: z.string() })), ...errors },
        },
      },
      async (req, reply) => {
        const identity = await findIdentity(ctx.db, req.params.userId);
        if (!identity) throw new AppError('USER_NOT_FOUND');
        reply.header('cache-control', 'no-store');
        // the full number in its own field; the masked one stays masked, as everywhere else
        return ok({ ...identitySummary(identity), identityNumber: identity.identityNumber });
      },
    );

    // GET /v2/staff/users/:userId/identity-card/:side – the front or back image, never cached
    app.get(
      '/v2/staff/users/:userId/identity-card/:side',
      {
        preValidation: requireRole('admin'),
        schema: { tags, security, params: Params.extend({ side: z.enum(['front', 'back']) }) },
      },
      async (req, reply) => {
        const identity = await findIdentity(ctx.db, req.params.userId);
        const name = req.params.side === 'front' ? identity?.frontImage : identity?.backImage;
        if (!name) throw new AppError('USER_NOT_FOUND');
        const extension = name.split('.').pop() as keyof typeof TYPES;
        const bytes = await readFile(join(identityDir(ctx.config), name)).catch(() => null);
        if (!bytes) throw new AppError('USER_NOT_FOUND');
        return reply
          .header('content-type', TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          .send(bytes);
      },
    );
  };

export default staffRoutes;
