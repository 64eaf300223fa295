import type { FastifyRequest } from 'fastify';

// Tokens travel in a few URLs (emailed links) and in headers; none of them may reach a log.
const SECRET_IN_PATH = /(\/(?:verify-email|validate-restore-password-token)\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]');
}

/** pino options every logger of the API uses: the request without secrets. */
export const logRedaction = {
  redact: {
    paths: [
      'req.headers.accesstoken',
      'req.headers.cookie',
      'req.headers.authorization',
      '*.password',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(req: FastifyRequest) {
      return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip };
    },
  },
};
