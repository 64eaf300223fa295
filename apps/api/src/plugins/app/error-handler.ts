import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, statusOf } from '@magazine/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError } from '../../lib/app-error';
import { errorCauses } from '../../lib/error-causes';
import { requestLocale } from '../../lib/locale';
import { describeField, toFieldErrors } from './field-errors';

/**
 * What an unexpected error may leave in the log: its kind, codes and stack frames. Not its
 * message, which for a failed query carries the query's parameters (emails, comments, hashes)
 * on a line of its own, so only the frame lines of the stack are kept.
 */
export function loggable(err: FastifyError) {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return {
    type: err.name,
    code: err.code,
    // PostgreSQL's own messages name the problem ("invalid input syntax for type uuid"), not the values
    cause: cause?.code ? { code: cause.code, message: cause.message } : undefined,
    stack: err.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

function send(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  return reply.code(status).send({ errorCode: status, message, data });
}

/** The client errors that have a code of their own; any other 4xx keeps its status as VALIDATION_ERROR. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  431: 'HEADERS_TOO_LARGE',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (a malformed request line or method, headers past the size limit, a request that did not
 * arrive in time) is answered in the envelope too, then the connection is closed.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({
    errorCode: status,
    message: CLIENT_ERROR_CODES[status] ?? 'VALIDATION_ERROR',
    data: status === 400 ? { fields: [] } : null,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** One method of one route, and who may call it (set by the scope it was registered in). */
export type RouteEntry = { method: string; url: string; access: 'public' | 'member' | 'staff' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route: set by the member and staff scopes of app.ts */
    access?: RouteEntry['access'];
  }
  interface FastifyInstance {
    /** every route as registered: the fuzz suite and the authorization matrix walk it */
    routeTable(): RouteEntry[];
  }
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path parameter
 * longer than maxParamLength is a 414, a malformed URL a 400) gets the envelope too, and the
 * path is not echoed.
 */
export function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return send(reply, status, CLIENT_ERROR_CODES[status] ?? 'VALIDATION_ERROR', { fields: [] });
}

/**
 * The database is out of reach (a restart, a failover, the server full of connections): the
 * request may succeed in a moment, so 503, not 500. Node's socket codes, and PostgreSQL's classes
 * 08 (connection exception) and 57P (operator intervention: shutdown, cannot connect now).
 */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of errorCauses(err)) {
    if (UNREACHABLE.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    if (
      /Connection terminated|connection timeout|the database system is (starting|shutting) down/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/**
 * A write found no room: the disk under DATA_DIR (media, the outbox, the embedded database) or the
 * database server's is full, over quota or read-only. Nothing was written; an operator must act,
 * and the same request succeeds once they have, so 503 too. Node's ENOSPC, EDQUOT and EROFS, and
 * PostgreSQL's 53100 (disk_full), which PGlite also raises.
 */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100']);
export function isStorageUnavailable(err: unknown): boolean {
  for (const { code } of errorCauses(err)) if (NO_ROOM.has(code)) return true;
  return false;
}

/** One error shape for the whole API; 5xx details are logged, never sent. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // Every route's path and methods, to tell a wrong method (405 with Allow) from an unknown path.
  const routes = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 1000 });
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (!routes.hasRoute(method, route.url)) routes.on(method, route.url, () => {});
    }
  });
  // read when asked: the scopes' own onRoute hooks set `access` after this one has run
  app.decorate('routeTable', () =>
    registered.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access ?? 'public',
      })),
    ),
  );
  const allowedMethods = (url: string) => {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => routes.find(method, path) !== null);
  };

  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext ?? 'querystring';
      const source = context === 'body' ? req.body : context === 'params' ? req.params : req.query;
      const fields = toFieldErrors(err.validation, source, requestLocale(req));
      return send(reply, 400, 'VALIDATION_ERROR', { fields });
    }
    if (err instanceof AppError) {
      const locale = requestLocale(req);
      const fields = err.fields?.map((f) => describeField(f, locale));
      const data = fields || err.data ? { ...err.data, ...(fields ? { fields } : {}) } : null;
      return send(reply, err.statusCode, err.code, data);
    }
    if (err.statusCode === 429) {
      const retryAfterSeconds = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
      return send(reply, 429, 'TOO_MANY_REQUESTS', retryAfterSeconds ? { retryAfterSeconds } : null);
    }
    if (err.statusCode === 401) return send(reply, 401, 'INVALID_TOKEN');
    if (err.statusCode === 403) return send(reply, 403, 'FORBIDDEN');
    if (err.statusCode === 404) return send(reply, 404, 'ROUTE_NOT_FOUND');
    const code = err.statusCode ? CLIENT_ERROR_CODES[err.statusCode] : undefined;
    if (code) {
      // what the refusal carries for the client: Content-Range of a 416 (the file's length), Allow
      const headers = (err as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return send(reply, err.statusCode!, code);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      // a body that is not the JSON its Content-Type says, or none: named, in the reader's language
      const field = describeField(
        { field: 'body', code: err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'REQUIRED' : 'INVALID_FORMAT' },
        requestLocale(req),
      );
      return send(reply, 400, 'VALIDATION_ERROR', { fields: [field] });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // the status stays what it was (406, 409…); only the body is ours
      req.log.info({ err }, 'client error');
      return send(reply, err.statusCode, 'VALIDATION_ERROR', { fields: [] });
    }
    if (isStorageUnavailable(err)) {
      req.log.error(
        { err: loggable(err) },
        'storage full or read-only: no write can be kept until there is room',
      );
      return send(reply.header('retry-after', '60'), statusOf('SERVICE_UNAVAILABLE'), 'SERVICE_UNAVAILABLE');
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: loggable(err) }, 'database unavailable');
      return send(reply.header('retry-after', '5'), statusOf('SERVICE_UNAVAILABLE'), 'SERVICE_UNAVAILABLE');
    }
    req.log.error({ err: loggable(err) }, 'unhandled error');
    return send(reply, statusOf('SOMETHING_WENT_WRONG'), 'SOMETHING_WENT_WRONG');
  });

  app.setNotFoundHandler((req, reply) => {
    const allow = allowedMethods(req.url);
    // no route for the path, or a route of this very method that found nothing (a missing file)
    if (allow.length === 0 || allow.includes(req.method as HTTPMethod)) {
      return send(reply, 404, 'ROUTE_NOT_FOUND');
    }
    return send(reply.header('allow', allow.join(', ')), 405, 'METHOD_NOT_ALLOWED');
  });
});
