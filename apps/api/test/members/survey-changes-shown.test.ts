import type { Survey } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { httpOf } from '../helpers/http';
import { createMember } from '../helpers/members';

// The survey's page and the invitation read through the API's answer cache; an editor's change
// is shown at once, not after the cache's time (a minute here, so only the change can explain it).

const ctx = useTestApp({ cacheTtlMs: 60_000 });
const http = httpOf(ctx);

describe('an editor’s change to a survey, through the answer cache', () => {
  it('shows at once on its page and in the invitation, and so does its deletion', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const draft = {
      language: 'en',
      title: 'Breakfast',
      slug: 'breakfast-cache',
      questions: [{ kind: 'single', label: 'Tea or coffee?', required: true, options: ['Tea', 'Coffee'] }],
    };
    const written = (await http.post<Survey>('/v2/staff/survey', draft, editor.headers)).body.data;
    const page = '/v2/survey/breakfast-cache?language=en';
    const current = '/v2/survey/current?language=en';
    await http.get(page);
    await http.get(current);
    const kept = await http.get<Survey>(page);
    expect(kept.headers['x-cache']).toBe('HIT');

    const put = await http.put(
      `/v2/staff/survey/${written._id}`,
      { ...draft, title: 'Your breakfast' },
      editor.headers,
    );
    expect(put.body.message).toBe('SURVEY_UPDATED');
    const edited = await http.get<Survey>(page);
    expect(edited.headers['x-cache']).toBeUndefined();
    expect(edited.body.data.title).toBe('Your breakfast');
    expect((await http.get<Survey>(current)).body.data.title).toBe('Your breakfast');

    await http.post(`/v2/staff/survey/${written._id}/close`, {}, editor.headers);
    expect((await http.get<Survey | null>(current)).body.data).toBeNull();
    expect((await http.get<Survey>(page)).body.data.isOpen).toBe(false);

    // deleted (no one had answered): its kept page is gone with it
    expect((await http.get(page)).headers['x-cache']).toBe('HIT');
    await http.delete(`/v2/staff/survey/${written._id}`, editor.headers);
    const deleted = await http.get(page);
    expect(deleted.status).toBe(404);
    expect(deleted.headers['x-cache']).toBeUndefined();
  });
});
