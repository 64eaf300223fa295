import { type Db, type StoredSurveyQuestion, surveys } from '@magazine/db';
import { DAY_MS, type SeedContext } from './context';
import { makeId } from './ids';

const QUESTIONS: Record<'vi' | 'en', StoredSurveyQuestion[]> = {
  vi: [
    {
      id: 'frequency',
      kind: 'single',
      label: 'Bạn đọc Tạp Chí bao lâu một lần?',
      required: true,
      options: [
        { id: 'daily', label: 'Hằng ngày' },
        { id: 'weekly', label: 'Vài lần mỗi tuần' },
        { id: 'monthly', label: 'Vài lần mỗi tháng' },
        { id: 'rarely', label: 'Thỉnh thoảng' },
      ],
    },
    {
      id: 'topics',
      kind: 'multiple',
      label: 'Bạn muốn đọc thêm về chủ đề nào?',
      required: true,
      options: [
        { id: 'food', label: 'Ẩm thực' },
        { id: 'careers', label: 'Sự nghiệp' },
        { id: 'culture', label: 'Văn hoá' },
        { id: 'wellness', label: 'Sống khoẻ' },
        { id: 'innovation', label: 'Đổi mới' },
      ],
    },
    {
      id: 'satisfaction',
      kind: 'scale',
      label: 'Bạn hài lòng với Tạp Chí đến mức nào?',
      required: true,
      options: [],
      scaleLabels: ['Chưa hài lòng', 'Rất hài lòng'],
    },
    {
      id: 'comment',
      kind: 'text',
      label: 'Bạn muốn nhắn gì với ban biên tập?',
      required: false,
      options: [],
    },
  ],
  en: [
    {
      id: 'frequency',
      kind: 'single',
      label: 'How often do you read Tạp Chí?',
      required: true,
      options: [
        { id: 'daily', label: 'Every day' },
        { id: 'weekly', label: 'A few times a week' },
        { id: 'monthly', label: 'A few times a month' },
        { id: 'rarely', label: 'Now and then' },
      ],
    },
    {
      id: 'topics',
      kind: 'multiple',
      label: 'What would you like to read more about?',
      required: true,
      options: [
        { id: 'food', label: 'Food' },
        { id: 'careers', label: 'Careers' },
        { id: 'culture', label: 'Culture' },
        { id: 'wellness', label: 'Wellness' },
        { id: 'innovation', label: 'Innovation' },
      ],
    },
    {
      id: 'satisfaction',
      kind: 'scale',
      label: 'How satisfied are you with Tạp Chí?',
      required: true,
      options: [],
      scaleLabels: ['Not satisfied', 'Very satisfied'],
    },
    {
      id: 'comment',
      kind: 'text',
      label: 'Anything you would like to tell the editors?',
      required: false,
      options: [],
    },
  ],
};

/** The readers' survey of each language, open since a week before `now` and until it is closed. */
export async function seedSurveys(db: Db, ctx: SeedContext): Promise<number> {
  const opensAt = new Date(ctx.now.getTime() - 7 * DAY_MS);
  const rows = [
    {
      id: makeId(opensAt, ctx.seed, 'survey', 0),
      slug: 'khao-sat-ban-doc-2026',
      language: 'vi',
      title: 'Khảo sát bạn đọc 2026',
      intro: 'Bốn câu hỏi, khoảng một phút: cho chúng tôi biết bạn muốn đọc gì trên Tạp Chí.',
      questions: QUESTIONS.vi,
      opensAt,
    },
    {
      id: makeId(opensAt, ctx.seed, 'survey', 1),
      slug: 'reader-survey-2026',
      language: 'en',
      title: 'Reader survey 2026',
      intro: 'Four questions, about a minute: tell us what you would like to read on Tạp Chí.',
      questions: QUESTIONS.en,
      opensAt,
    },
  ];
  await db.insert(surveys).values(rows).onConflictDoNothing();
  return rows.length;
}
