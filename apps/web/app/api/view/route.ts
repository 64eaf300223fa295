import { ArticleViewCounterBody } from '@magazine/contracts';
import { forwardToApi } from '@/lib/auth/forward.server';

export const dynamic = 'force-dynamic';

// POST /api/view {articleId, actionDate, userTimezone, platform} – the article page calls it once
// after load, so pages stay cached and identical while the API counts the reader's view
// (the reader's key and token travel with it; one view per reader per 30 minutes).
export async function POST(request: Request) {
  return forwardToApi(request, ArticleViewCounterBody, 'v2/article-view-counter');
}
