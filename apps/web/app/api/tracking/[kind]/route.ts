import { TRACKING_BODIES, TRACKING_KINDS, type TrackingKind } from '@magazine/contracts';
import { forwardToApi } from '@/lib/auth/forward.server';

export const dynamic = 'force-dynamic';

const isKind = (kind: string): kind is TrackingKind => (TRACKING_KINDS as readonly string[]).includes(kind);

// POST /api/tracking/{visit-page|view-page|scroll-page|article-scroll|user-on-page|click-item} –
// page tracking (components/layout/page-tracking.tsx) sends these; SPEC §7 v2/tracking/*
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isKind(kind)) {
    return Response.json(
      { error: 'NOT_FOUND' },
      { status: 404, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  return forwardToApi(request, TRACKING_BODIES[kind], `v2/tracking/${kind}`);
}
