import { ArticleViewCounterBody } from '@magazine/contracts';
import { ApiError } from '@/lib/api-client/client';
import { callApi } from '@/lib/auth/call.server';
import { ensureVisitor } from '@/lib/auth/cookies.server';
import { isSameOrigin } from '@/lib/auth/same-origin';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'private, no-store' };

// POST /api/view {articleId, actionDate, userTimezone, platform} – the article page calls it once
// after load, so pages stay cached and identical while the API counts the reader's view
// (the reader's key and token travel with it; one view per reader per 30 minutes).
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return Response.json({ error: 'FORBIDDEN' }, { status: 403, headers: noStore });
  const parsed = ArticleViewCounterBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    return Response.json({ error: 'VALIDATION_ERROR', fields }, { status: 400, headers: noStore });
  }
  await ensureVisitor();
  try {
    const res = await callApi<{ counted: boolean; viewCount: number }>('v2/article-view-counter', {
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
