import type { Role } from '@magazine/contracts';
import type { Db, UserRow } from '@magazine/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in member, or null for an anonymous visitor */
    member: UserRow | null;
    /** the session behind `member` */
    sessionId: string | null;
    /** the visitor's key (SPEC §6 `userkey`): anonymous visitors have only this */
    userKey: string | null;
    /** true when an access token was sent but is unknown, expired or revoked */
    tokenRejected: boolean;
  }
}

export type AuthOptions = {
  /** The member behind an access token while its session is live (the accounts module's store). */
  resolveSession: (
    db: Db,
    token: string,
    options: { idleDays: number },
  ) => Promise<{ sessionId: string; user: UserRow } | null>;
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Reads the SPEC's `accessToken` and `userkey` headers. A token is looked up only when one is
 * sent, so anonymous reads cost nothing; routes say what they need through the scopes below.
 * Before the body and query are validated: a member-only route tells a visitor without a valid
 * token so (401 INVALID_TOKEN), not what their body lacks.
 */
export default fp<AuthOptions>(
  async function auth(app: FastifyInstance, { resolveSession }: AuthOptions) {
    app.decorateRequest('member', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userKey', null);
    app.decorateRequest('tokenRejected', false);

    app.addHook('preValidation', async (req) => {
      const key = header(req, 'userkey');
      req.userKey = key && KEY_SHAPE.test(key) ? key : null;
      const token = header(req, 'accesstoken');
      if (!token) return;
      const session = TOKEN_SHAPE.test(token)
        ? await resolveSession(app.db, token, { idleDays: app.config.SESSION_IDLE_DAYS })
        : null;
      if (!session) {
        req.tokenRejected = true;
        return;
      }
      req.member = session.user;
      req.sessionId = session.sessionId;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** preValidation hook of member-only routes: no valid token is a 401 INVALID_TOKEN. */
export async function requireMember(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.member) throw new AppError('INVALID_TOKEN');
}

/** preValidation hook factory of staff routes: a member without one of the roles is a 403. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!req.member) throw new AppError('INVALID_TOKEN');
    if (!roles.includes(req.member.role as Role)) throw new AppError('FORBIDDEN');
  };
}

/** The member of a route behind requireMember. */
export function memberOf(req: FastifyRequest): UserRow {
  if (!req.member) throw new AppError('INVALID_TOKEN');
  return req.member;
}

/**
 * Who is reading, for view counts and tracking: the member, else the visitor's key, else the
 * address the web server forwarded.
 */
export function readerKey(req: FastifyRequest): string {
  if (req.member) return `u:${req.member.id}`;
  if (req.userKey) return `k:${req.userKey}`;
  return `ip:${req.ip}`;
}
