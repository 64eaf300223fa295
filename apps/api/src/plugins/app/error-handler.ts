import { type FieldError, type FieldErrorCode, type Locale, messageFor, statusOf } from '@magazine/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requestLocale } from '../../lib/locale';

type ValidationIssue = { instancePath: string; keyword: string; params: Record<string, unknown> };

function fieldCode(issue: ValidationIssue, present: boolean): FieldErrorCode {
  switch (issue.keyword) {
    case 'invalid_type':
      return present ? 'INVALID_TYPE' : 'REQUIRED';
    case 'too_big':
      return issue.params.origin === 'array' ? 'TOO_MANY_ITEMS' : 'TOO_BIG';
    case 'too_small':
      return 'TOO_SMALL';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
}

function bound(issue: ValidationIssue, locale: Locale): string {
  const { maximum, minimum } = issue.params;
  if (issue.keyword === 'too_big' && maximum !== undefined)
    return locale === 'vi' ? ` (tối đa ${maximum})` : ` (at most ${maximum})`;
  if (issue.keyword === 'too_small' && minimum !== undefined)
    return locale === 'vi' ? ` (tối thiểu ${minimum})` : ` (at least ${minimum})`;
  return '';
}

export function toFieldErrors(
  issues: ValidationIssue[],
  input: Record<string, unknown>,
  locale: Locale,
): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const field = path.join('.') || 'request';
    const code = fieldCode(issue, path[0] !== undefined && input[path[0]] !== undefined);
    return { field, code, message: `${field} ${messageFor(code, locale)}${bound(issue, locale)}` };
  });
}

function send(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  return reply.code(status).send({ errorCode: status, message, data });
}

/** One error shape for the whole API; 5xx details are logged, never sent. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext ?? 'querystring';
      const source = (context === 'body' ? req.body : context === 'params' ? req.params : req.query) ?? {};
      const fields = toFieldErrors(err.validation, source as Record<string, unknown>, requestLocale(req));
      return send(reply, 400, 'VALIDATION_ERROR', { fields });
    }
    if (err instanceof AppError) return send(reply, err.statusCode, err.code);
    if (err.statusCode === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE');
    if (err.statusCode === 429) return send(reply, 429, 'TOO_MANY_REQUESTS');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error');
      return send(reply, 400, 'VALIDATION_ERROR', { fields: [] });
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, statusOf('SOMETHING_WENT_WRONG'), 'SOMETHING_WENT_WRONG');
  });

  app.setNotFoundHandler((_req, reply) => send(reply, 404, 'ROUTE_NOT_FOUND'));
});
