import { ErrorReportBody } from '@magazine/contracts';
import { forwardToApi } from '@/lib/auth/forward.server';

export const dynamic = 'force-dynamic';

// POST /api/report/error – the error page reports what the reader met; SPEC §7 v2/report/error
export async function POST(request: Request) {
  return forwardToApi(request, ErrorReportBody, 'v2/report/error');
}
