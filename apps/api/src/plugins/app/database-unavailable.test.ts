import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler';

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
