import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client/client';
import { callApi } from './call.server';
import { ensureVisitor } from './cookies.server';
import { isSameOrigin } from './same-origin';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * A JSON post from one of this site's pages after load (a view, a tracking event, an error
 * report), checked and passed on to the API with the reader's key and token, so the page itself
 * stays the same for everyone. A refusal names the fields; the API's answer comes back as it is.
 */
export async function forwardToApi(request: Request, schema: z.ZodType, apiPath: string) {
  if (!isSameOrigin(request)) return Response.json({ error: 'FORBIDDEN' }, { status: 403, headers: noStore });
  const parsed = schema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    return Response.json({ error: 'VALIDATION_ERROR', fields }, { status: 400, headers: noStore });
  }
  await ensureVisitor();
  try {
    const res = await callApi<unknown>(apiPath, {
      method: 'POST',
      body: parsed.data,
      locale: 'vi',
    });
    return Response.json(res.errorCode === 200 ? res.data : { error: res.message }, {
      status: res.errorCode === 200 ? 200 : res.errorCode,
      headers: noStore,
    });
  } catch (err) {
    const status = err instanceof ApiError && err.status === 429 ? 429 : 502;
    return Response.json(
      { error: status === 429 ? 'TOO_MANY_REQUESTS' : 'SOMETHING_WENT_WRONG' },
      { status, headers: noStore },
    );
  }
}
