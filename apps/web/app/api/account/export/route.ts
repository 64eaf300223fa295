import { type AccountExport, isLocale } from '@magazine/contracts';
import { ApiError } from '@/lib/api-client/client';
import { callApi } from '@/lib/auth/call.server';
import { isSameOrigin } from '@/lib/auth/same-origin';
import { profileTabPath } from '@/lib/member/profile-tabs';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * POST /api/account/export – "download my data": the profile's form (password inside) posts
 * here; the answer is the JSON file itself. A refusal goes back to the profile with the reason
 * (a plain form post) or answers it as JSON (the form's script asked with Accept: application/json).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request, { allowUpload: true }))
    return Response.json(
      { errorCode: 403, message: 'FORBIDDEN', data: null },
      { status: 403, headers: noStore },
    );
  const form = await request.formData().catch(() => null);
  const rawLocale = form?.get('locale');
  const locale = isLocale(rawLocale) ? rawLocale : 'vi';
  const password = form?.get('password');
  const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false;
  let message = 'SOMETHING_WENT_WRONG';
  let status = 500;
  try {
    const res = await callApi<AccountExport>('v2/member/export', {
      method: 'POST',
      body: { password: typeof password === 'string' && password !== '' ? password : undefined },
      locale,
    });
    if (res.errorCode === 200) {
      const day = res.data.exportedAt.slice(0, 10);
      return new Response(JSON.stringify(res.data, null, 2), {
        headers: {
          ...noStore,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="tap-chi-my-data-${day}.json"`,
        },
      });
    }
    message = res.message;
    status = res.errorCode;
  } catch (err) {
    if (err instanceof ApiError && err.status) {
      status = err.status;
      message = err.status === 401 ? 'INVALID_TOKEN' : err.status === 429 ? 'TOO_MANY_REQUESTS' : message;
    }
  }
  if (wantsJson)
    return Response.json({ errorCode: status, message, data: null }, { status, headers: noStore });
  const back = `${profileTabPath('settings', locale)}?exportError=${encodeURIComponent(message)}#your-data`;
  return new Response(null, { status: 303, headers: { ...noStore, location: back } });
}
