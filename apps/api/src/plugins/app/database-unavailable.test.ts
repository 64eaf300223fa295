import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageUnavailable, loggable } from './error-handler';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['the server shutting down (57P01)', withCode('57P01')],
    ['the server starting (57P03)', withCode('57P03')],
    ['a broken connection (08006)', withCode('08006')],
    ['a dropped socket, as pg words it', new Error('Connection terminated unexpectedly')],
    [
      'any of these as the cause of the query error drizzle throws',
      new Error('Failed query', { cause: withCode('ECONNREFUSED') }),
    ],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad uuid', withCode('22P02')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('isStorageUnavailable', () => {
  it.each([
    ['a full disk under DATA_DIR', withCode('ENOSPC')],
    ['a read-only DATA_DIR', withCode('EROFS')],
    ['a quota', withCode('EDQUOT')],
    [
      "the database's full disk (53100, from PostgreSQL or PGlite) under drizzle's error",
      new Error('Failed query', { cause: withCode('53100', 'could not extend file') }),
    ],
  ])('is true for %s', (_, err) => {
    expect(isStorageUnavailable(err)).toBe(true);
  });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a missing file', withCode('ENOENT')],
    ['out of memory (53200)', withCode('53200')],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isStorageUnavailable(err)).toBe(false);
  });
});

describe('loggable', () => {
  it("keeps a failed query's codes and frames, not its SQL or the values it was given", () => {
    const err = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: an@example.com,$argon2id$v=19$secret',
      { cause: withCode('53100', 'could not extend file "base/5/16392": No space left on device') },
    );
    const logged = loggable(err as FastifyError);
    expect(logged.cause).toEqual({
      code: '53100',
      message: 'could not extend file "base/5/16392": No space left on device',
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['an@example.com', 'argon2id', 'insert into', 'params:'])
      expect(text).not.toContain(secret);
  });
});
