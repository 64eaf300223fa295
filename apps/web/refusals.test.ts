import { createServer, type IncomingHttpHeaders, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { decodablePath, guard, refuseUndecodableForm } from './refusals.mjs';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request to a server that guards, then hands the request to `page` (Next.js's place). */
async function ask(
  options: { path: string; method?: string; headers?: Record<string, string>; body?: string },
  page: (res: ServerResponse) => void = (res) => res.end('the page'),
): Promise<Answer> {
  const server = createServer((req, res) => {
    if (!guard(req, res)) return;
    refuseUndecodableForm(req, res);
    page(res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('decodablePath', () => {
  it('gives the path without its query when every escape decodes, else null', () => {
    expect(decodablePath('/en/search?q=%zz')).toBe('/en/search');
    expect(decodablePath('/ph%E1%BB%9F')).toBe('/ph%E1%BB%9F');
    expect(decodablePath('/%zz')).toBeNull();
    expect(decodablePath('/%FF')).toBeNull();
  });
});

describe('requests refused before Next.js', () => {
  it('answers a malformed percent-escape with a 400 page in the reader’s language, without scripts', async () => {
    const vi = await ask({ path: '/%zz' });
    expect(vi.status).toBe(400);
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Địa chỉ này có ký tự không đọc được.');
    expect(vi.body).toContain('<a href="/">Về trang chủ</a>');
    expect(vi.body).not.toContain('<script');
    expect(vi.headers['content-security-policy']).toContain("default-src 'none'");
    expect(vi.headers['cache-control']).toBe('no-store');

    const en = await ask({ path: '/en/%FF' });
    expect(en.status).toBe(400);
    expect(en.body).toContain('This address has characters that cannot be read.');
    expect(en.body).toContain('<a href="/en">Go to the home page</a>');
  });

  it('answers a method pages do not take with 405 and Allow, and leaves /api to its handlers', async () => {
    const page = await ask({ path: '/en/topics', method: 'DELETE' });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD, POST');
    expect(page.body).toContain('This page only takes requests to read it and to send its forms.');

    const api = await ask({ path: '/api/revalidate', method: 'DELETE' });
    expect(api.status).toBe(200);
    expect(api.body).toBe('the page');
  });

  it('refuses a page’s form posted from another site, and takes one posted from its own', async () => {
    const other = await ask({
      path: '/dang-nhap',
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.status).toBe(403);
    expect(other.body).toContain('Biểu mẫu này chỉ nhận dữ liệu gửi từ chính trang của chúng tôi.');

    const garbled = await ask({ path: '/dang-nhap', method: 'POST', headers: { origin: 'not a url' } });
    expect(garbled.status).toBe(403);

    const own = await ask({
      path: '/dang-nhap',
      method: 'POST',
      headers: { origin: 'https://magazine.example', 'x-forwarded-host': 'magazine.example' },
    });
    expect(own.status).toBe(200);
  });

  it('sends HSTS only when the proxy says the request came over TLS', async () => {
    expect((await ask({ path: '/' })).headers['strict-transport-security']).toBeUndefined();
    const tls = await ask({ path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('turns the 500 Next.js gives a no-JS form it cannot decode into a 400 page, and drops what follows', async () => {
    const form = {
      path: '/en/login',
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    };
    const answer = await ask(form, (res) => {
      res.setHeader('x-from-next', 'yes');
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('Internal Server Error');
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['x-from-next']).toBeUndefined();
    expect(answer.body).toContain('What was sent could not be read. Please reload the page and try again.');
    expect(answer.body).not.toContain('Internal Server Error');
  });

  it('leaves every other answer to a no-JS form as Next.js wrote it', async () => {
    const answer = await ask(
      {
        path: '/en/login',
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--',
      },
      (res) => {
        res.writeHead(303, { location: '/en' });
        res.end();
      },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en');
  });
});
