// Requests through inject, and the assertions on the error bodies a client gets.
import type { Envelope, FieldError } from '@magazine/contracts';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';

export type Reply<T> = { status: number; headers: Record<string, unknown>; body: Envelope<T> };

export function httpOf(ctx: TestContext) {
  return {
    async get<T = unknown>(url: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
    },
    post<T = unknown>(url: string, payload: unknown, headers: Record<string, string> = {}) {
      return send<T>('POST', url, payload, headers);
    },
    put<T = unknown>(url: string, payload: unknown, headers: Record<string, string> = {}) {
      return send<T>('PUT', url, payload, headers);
    },
    async delete<T = unknown>(url: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers });
      return { status: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
    },
  };

  async function send<T>(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ): Promise<Reply<T>> {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
  }
}

/** A 400 VALIDATION_ERROR whose data.fields names `field` (with `code` when given). */
export function expectFieldError(res: Reply<unknown>, field: string, code?: string) {
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe(400);
  expect(res.body.message).toBe('VALIDATION_ERROR');
  const fields = (res.body.data as { fields: FieldError[] }).fields;
  expect(fields).toContainEqual(expect.objectContaining(code ? { field, code } : { field }));
}

/** A 404 with the domain code in `message` and nothing else. */
export function expectNotFound(res: Reply<unknown>, code: string) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ errorCode: 404, message: code, data: null });
}

export const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);
