import type { CaptchaChallenge } from '@magazine/contracts';
import { callApi } from '@/lib/auth/call.server';

export const dynamic = 'force-dynamic';

// GET /api/captcha – a fresh proof-of-work challenge for the registration form (the browser
// never calls the API directly)
export async function GET() {
  try {
    const res = await callApi<CaptchaChallenge>('v2/captcha/challenge', { locale: 'vi' });
    if (res.errorCode === 200) return Response.json(res.data, { headers: { 'cache-control': 'no-store' } });
  } catch {}
  return Response.json({ error: 'SOMETHING_WENT_WRONG' }, { status: 502 });
}
