import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

describe('API conventions', () => {
  it('answers unknown routes with 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: 404, message: 'ROUTE_NOT_FOUND', data: null });
  });

  it('reports health without naming the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok' });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes VN and EN wherever a request names a language (decision 0053)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    type Schema = { enum?: string[]; properties?: Record<string, Schema> };
    type Operation = {
      parameters?: { name: string; schema: Schema }[];
      requestBody?: { content: Record<string, { schema: Schema }> };
    };
    const languageInputs: [string, Schema][] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? [])
          if (parameter.name === 'language') languageInputs.push([`${method} ${path}`, parameter.schema]);
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          const language = content.schema.properties?.language;
          if (language) languageInputs.push([`${method} ${path} body`, language]);
        }
      }
    }
    expect(languageInputs.length).toBeGreaterThan(30);
    // the answers' two-value enum in a request would refuse VN
    expect(languageInputs.filter(([, schema]) => schema.enum)).toEqual([]);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v2/latest-article', '/v2/article-detail/{slug}', '/v2/feature-article']),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v2/user/register',
        '/user/register',
        '/v2/user/email-login',
        '/v2/user/resend-validation-link',
        '/user/verify-email/{token}',
        '/v2/forget-password',
        '/v2/validate-restore-password-token/{token}',
        '/v2/restore-password',
        '/v2/user-information',
        '/v2/user/profile',
        '/v2/user/social-login',
        '/v2/user/google-verify-token',
        '/v2/user/logout',
        '/v2/user/change-password',
        '/v2/user/create-password',
      ]),
    );
    expect(
      doc.paths['/v2/user/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('identityCard');
    expect(doc.paths['/v2/user-information'].get.security).toEqual([{ accessToken: [] }]);
    expect(doc.paths['/v2/latest-article'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'limit',
    );
  });

  // closes the database: keep this test last
  it('never leaks a stack trace or SQL when the database fails', async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/v2/latest-article' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorCode: 500, message: 'SOMETHING_WENT_WRONG', data: null });
    expect(res.body).not.toMatch(/select|stack|at \w+ \(/i);
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().message).toBe('SERVICE_UNAVAILABLE');
  });
});
