import type { User } from '@magazine/contracts';
import { ApiError } from '@/lib/api-client/client';
import { callApi } from '@/lib/auth/call.server';
import {
  dropMemberFlags,
  endMemberSession,
  ensureVisitor,
  keepMemberFlags,
  readCredentials,
} from '@/lib/auth/cookies.server';

export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'private, no-store' };

// GET /api/session – who is reading: the member, or nobody (and the visitor gets its key).
// The one small call the header makes after a page loads (pages stay the same for everyone).
export async function GET() {
  await ensureVisitor();
  const credentials = await readCredentials();
  if (!credentials?.accessToken) {
    // a visitor: login flags left over (a session answer that came back after a logout) go
    await dropMemberFlags();
    return Response.json({ user: null }, { headers: noStore });
  }
  try {
    const res = await callApi<User>('v2/user-information', { locale: 'vi' });
    if (res.errorCode === 200 && res.message === 'GET_DATA_SUCCESSFUL') {
      await keepMemberFlags(res.data);
      return Response.json({ user: res.data }, { headers: noStore });
    }
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // SPEC §4 INVALID_TOKEN: the credentials are cleared, a fresh anonymous key stays
      await endMemberSession();
      return Response.json({ user: null, reason: 'INVALID_TOKEN' }, { headers: noStore });
    }
    return Response.json({ error: 'SOMETHING_WENT_WRONG' }, { status: 502, headers: noStore });
  }
  return Response.json({ error: 'SOMETHING_WENT_WRONG' }, { status: 502, headers: noStore });
}
