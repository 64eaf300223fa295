import { isLocale } from '@magazine/contracts';
import { getCurrentSurvey } from '@/lib/data/surveys';

export const dynamic = 'force-dynamic';

// GET /api/survey/current?language=vi – what the survey invitation needs (id, address, title) of
// the survey open now, or null; the same for everyone, so caches may keep it for a minute
export async function GET(request: Request) {
  const language = new URL(request.url).searchParams.get('language');
  const headers = { 'cache-control': 'public, max-age=60, s-maxage=60' };
  try {
    const survey = await getCurrentSurvey(isLocale(language) ? language : 'vi');
    return Response.json(survey && { _id: survey._id, slug: survey.slug, title: survey.title }, { headers });
  } catch {
    return Response.json(null, { status: 502, headers: { 'cache-control': 'private, no-store' } });
  }
}
