import { isLocale } from '@magazine/contracts';
import { tokenHeaders } from '@/lib/api-client/token';
import { endMemberSession, ensureVisitor, readCredentials } from '@/lib/auth/cookies.server';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { env } from '@/lib/env';
import { isMemberApiPath } from '@/lib/member/paths';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'private, no-store' };
const envelope = (status: number, message: string) =>
  Response.json({ errorCode: status, message, data: null }, { status, headers: noStore });

/**
 * /api/member/<API path> – the browser's way to the member calls of SPEC §7 (bookmark, like,
 * follow, comments, profile): the token cookie is httpOnly, so this handler adds the member's
 * `accessToken` and `userkey` headers and passes the API's envelope and status back unchanged.
 * Only the paths in lib/member/paths.ts go through; writes must come from this site's pages.
 */
async function forward(request: Request, path: string[]): Promise<Response> {
  const apiPath = path.map(encodeURIComponent).join('/');
  if (!isMemberApiPath(apiPath)) return envelope(404, 'ROUTE_NOT_FOUND');
  const write = request.method !== 'GET';
  if (write && !isSameOrigin(request, { allowUpload: true })) return envelope(403, 'FORBIDDEN');
  await ensureVisitor();
  const credentials = await readCredentials();
  const url = new URL(request.url);
  const language = url.searchParams.get('lang');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // the no-cache headers of SPEC §7's one client (lib/api-client): this handler streams bodies
    // (an avatar's upload) and allows 15 s for them, so it makes its own request
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Accept-Language': isLocale(language) ? language : 'vi',
    ...tokenHeaders(credentials?.raw),
  };
  const forwardedFor = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  const contentType = request.headers.get('content-type');
  if (write && contentType) headers['Content-Type'] = contentType;
  url.searchParams.delete('lang');
  const qs = url.searchParams.toString();
  let res: Response;
  try {
    res = await fetch(`${env.API_URL.replace(/\/+$/, '')}/${apiPath}${qs ? `?${qs}` : ''}`, {
      method: request.method,
      headers,
      body: write ? await request.arrayBuffer() : undefined,
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return envelope(502, 'SOMETHING_WENT_WRONG');
  }
  // SPEC §4 INVALID_TOKEN: a token the API no longer knows is cleared, a fresh anonymous key stays
  if (res.status === 401 && credentials?.accessToken) await endMemberSession();
  const body = await res.text();
  return new Response(body, {
    status: res.status,
    headers: { ...noStore, 'content-type': res.headers.get('content-type') ?? 'application/json' },
  });
}

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return forward(request, (await params).path);
}
export async function POST(request: Request, { params }: Context) {
  return forward(request, (await params).path);
}
export async function PUT(request: Request, { params }: Context) {
  return forward(request, (await params).path);
}
export async function DELETE(request: Request, { params }: Context) {
  return forward(request, (await params).path);
}
