import type { Unsubscribed } from '@magazine/contracts';
import { callApi } from '@/lib/auth/call.server';
import { env } from '@/lib/env';
import { publicPath } from '@/lib/routing/public-path';

export const dynamic = 'force-dynamic';

type Outcome = { status: 'done'; list: Unsubscribed['list'] } | { status: 'invalid' | 'failed' };

async function unsubscribe(token: string, locale: 'vi' | 'en'): Promise<Outcome> {
  try {
    const res = await callApi<Unsubscribed>('v2/newsletter/unsubscribe', {
      method: 'POST',
      body: { token },
      locale,
    });
    if (res.errorCode === 200) return { status: 'done', list: res.data.list };
    return { status: res.errorCode === 400 || res.errorCode === 422 ? 'invalid' : 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

// POST /api/unsubscribe – a newsletter's way out, by the signed token of its link (no login; the
// token is the authority, so any origin may post it):
// - the /unsubscribe page's button (a plain form: works without JavaScript) comes back to the
//   page with the outcome;
// - a mail program's one-click unsubscribe (RFC 8058: the token in the query, the body
//   "List-Unsubscribe=One-Click") gets a bare status.
export async function POST(request: Request) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? url.searchParams.get('token') ?? '');
  const locale = form?.get('locale') === 'en' ? 'en' : 'vi';
  const outcome = await unsubscribe(token, locale);
  const noStore = { 'cache-control': 'private, no-store' };
  if (form?.get('List-Unsubscribe') === 'One-Click') {
    const status = outcome.status === 'done' ? 200 : outcome.status === 'invalid' ? 400 : 502;
    return new Response(null, { status, headers: noStore });
  }
  const back = new URLSearchParams(
    outcome.status === 'done'
      ? { done: outcome.list }
      : outcome.status === 'invalid'
        ? { invalid: '1' }
        : { failed: '1', token },
  );
  return new Response(null, {
    status: 303,
    headers: { ...noStore, location: `${env.PUBLIC_URL}${publicPath('/unsubscribe', locale)}?${back}` },
  });
}
