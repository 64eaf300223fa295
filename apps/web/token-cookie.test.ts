import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { plainTokenSeparator, withPlainSeparator } from './token-cookie.mjs';

describe('the token cookie’s separator (SPEC §3)', () => {
  it('writes ++ in the token’s value and leaves its attributes and other cookies alone', () => {
    expect(withPlainSeparator('token=%2B%2Babc; Path=/; HttpOnly')).toBe('token=++abc; Path=/; HttpOnly');
    expect(withPlainSeparator('token=tok_-1%2b%2bkey')).toBe('token=tok_-1++key');
    expect(withPlainSeparator('flash=%7B%22a%22%2B%2B%7D; Path=/')).toBe('flash=%7B%22a%22%2B%2B%7D; Path=/');
    expect(withPlainSeparator('xtoken=%2B%2Babc')).toBe('xtoken=%2B%2Babc');
  });

  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  async function setCookiesOf(handle: Parameters<typeof createServer>[1]): Promise<string[]> {
    const server = createServer((req, res) => {
      plainTokenSeparator(res);
      handle?.(req, res);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['set-cookie'] ?? []));
      }).on('error', reject);
    });
  }

  it('is sent so whether the cookie was set before the answer or given with its head', async () => {
    expect(
      await setCookiesOf((_req, res) => {
        res.setHeader('set-cookie', ['token=%2B%2Bkey1; Path=/', 'user_id=u1; Path=/']);
        res.end('ok');
      }),
    ).toEqual(['token=++key1; Path=/', 'user_id=u1; Path=/']);
    expect(
      await setCookiesOf((_req, res) => {
        res.writeHead(303, { Location: '/', 'Set-Cookie': 'token=abc%2B%2Bkey2; Path=/' });
        res.end();
      }),
    ).toEqual(['token=abc++key2; Path=/']);
  });
});
