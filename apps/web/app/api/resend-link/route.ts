import { isLocale, knownMessage } from '@magazine/contracts';
import { ApiError } from '@/lib/api-client/client';
import { failure } from '@/lib/auth/action-helpers.server';
import { callApi } from '@/lib/auth/call.server';
import { isSameOrigin } from '@/lib/auth/same-origin';

export const dynamic = 'force-dynamic';

// POST /api/resend-link {email, locale} – the snackbar's "send a new link" button; a refusal
// carries its words (`text`), so the button says why without the messages in the browser
export async function POST(req: Request) {
  if (!isSameOrigin(req)) return Response.json({ error: 'FORBIDDEN' }, { status: 403 });
  const body = (await req.json().catch(() => null)) as { email?: unknown; locale?: unknown } | null;
  const locale = isLocale(body?.locale) ? body.locale : 'vi';
  if (typeof body?.email !== 'string') return Response.json({ error: 'VALIDATION_ERROR' }, { status: 400 });
  try {
    const res = await callApi<null>('v2/user/resend-validation-link', {
      method: 'POST',
      body: { email: body.email, language: locale },
      locale,
    });
    if (res.errorCode === 200) return Response.json({ message: res.message });
    return Response.json({ message: res.message, text: knownMessage(res.message, locale) }, { status: 400 });
  } catch (err) {
    // too many links asked for: when to try again, in the reader's language
    if (err instanceof ApiError && err.status === 429) {
      const { content } = await failure(locale, 'somethingWrong', err);
      return Response.json({ message: 'TOO_MANY_REQUESTS', text: content }, { status: 429 });
    }
    return Response.json({ error: 'SOMETHING_WENT_WRONG' }, { status: 502 });
  }
}
