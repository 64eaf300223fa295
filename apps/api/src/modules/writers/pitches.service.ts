import type {
  Locale,
  PitchStatus,
  WriterPitch,
  WriterPitchPage,
  WriterPitchQuery,
} from '@magazine/contracts';
import { PITCHES_PAGE_SIZE } from '@magazine/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import type { UserRow } from '../accounts/user-mapper';
import { pitchDecisionMail } from '../mail/pitch-mails';
import * as repo from './pitches.repository';

function toPitch(row: repo.PitchRow): WriterPitch {
  return {
    _id: row.id,
    language: row.language as Locale,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    pitch: row.pitch,
    portfolioUrl: row.portfolioUrl,
    createdAt: row.createdAt.toISOString(),
    status: row.status as PitchStatus,
    editorNote: row.editorNote,
    reviewer: row.reviewerId === null ? null : { _id: row.reviewerId, name: row.reviewerName! },
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function listPitches(app: FastifyInstance, q: WriterPitchQuery): Promise<WriterPitchPage> {
  const paging = { page: q.page, limit: PITCHES_PAGE_SIZE };
  const { limit, offset } = pageWindow(paging);
  const [rows, counts] = await Promise.all([
    repo.findPitches(app.db, q.status, limit, offset),
    repo.countPitches(app.db),
  ]);
  return { ...toPage(rows, paging, toPitch), total: counts[q.status] ?? 0, waiting: counts.new ?? 0 };
}

// where the decision's mail sends the writer (both pages keep their path in English)
const NEXT_PAGE = { accepted: '/editorial-guideline', declined: '/write-with-us' } as const;

/**
 * Accepts or declines a new pitch and tells the writer by mail, in the pitch's language. The
 * answer is given once (PITCH_ALREADY_DECIDED after, with who gave it); if the mail cannot be
 * sent, the answer is taken back and the editor is told, so it is never given without the writer
 * hearing of it.
 */
export async function decidePitch(
  app: FastifyInstance,
  staff: UserRow,
  id: string,
  status: 'accepted' | 'declined',
  note: string,
): Promise<WriterPitch> {
  const at = new Date();
  if (!(await repo.decide(app.db, id, { status, note, by: staff.id, at }))) {
    const current = await repo.findPitch(app.db, id);
    if (!current) throw new AppError('PITCH_NOT_FOUND');
    throw new AppError('PITCH_ALREADY_DECIDED', {
      data: { status: current.status, reviewer: current.reviewerName ?? null },
    });
  }
  const pitch = toPitch((await repo.findPitch(app.db, id))!);
  const path = `${pitch.language === 'en' ? '/en' : ''}${NEXT_PAGE[status]}`;
  const mail = pitchDecisionMail(pitch.language, {
    name: pitch.fullname,
    topic: pitch.topic,
    decision: status,
    note,
    url: new URL(path, app.config.PUBLIC_URL).toString(),
  });
  try {
    await app.mailer.send({ to: pitch.email, ...mail });
  } catch (error) {
    app.log.error({ err: error, pitch: id }, 'pitch decision mail not sent: the decision is taken back');
    await repo.undecide(app.db, id, status);
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  return pitch;
}
