import type { Locale } from '@magazine/contracts';
import { layout, type MailContent } from './layout';

// The open-publishing platform's mails to a writer: a pitch received, a pitch answered.

export function pitchReceivedMail(locale: Locale, name: string, topic: string): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: 'Tạp Chí đã nhận được đề xuất bài viết của bạn',
        greeting: `Chào ${name},`,
        paragraphs: [
          `Cảm ơn bạn đã gửi đề xuất “${topic}” cho chuyên mục cộng tác viên.`,
          'Ban biên tập đọc mọi đề xuất và sẽ trả lời bạn qua email trong vòng hai tuần.',
        ],
        footer: 'Nếu bạn không gửi đề xuất này, hãy bỏ qua email.',
      })
    : layout(locale, {
        subject: 'Tạp Chí received your pitch',
        greeting: `Hello ${name},`,
        paragraphs: [
          `Thank you for pitching “${topic}” to our community writers' desk.`,
          'Our editors read every pitch and will reply by email within two weeks.',
        ],
        footer: 'If you did not send this pitch, you can ignore this email.',
      });
}

export type PitchDecisionFacts = {
  name: string;
  topic: string;
  decision: 'accepted' | 'declined';
  /** the editor's note, '' for none */
  note: string;
  /** accepted: the editorial guideline; declined: the write-with-us page */
  url: string;
};

export function pitchDecisionMail(locale: Locale, d: PitchDecisionFacts): MailContent {
  const accepted = d.decision === 'accepted';
  return locale === 'vi'
    ? layout(locale, {
        subject: accepted
          ? `Tạp Chí đồng ý với đề xuất “${d.topic}” của bạn`
          : `Trả lời đề xuất “${d.topic}” của bạn`,
        greeting: `Chào ${d.name},`,
        paragraphs: [
          accepted
            ? `Ban biên tập đã đọc và đồng ý với đề xuất “${d.topic}”. Một biên tập viên sẽ liên hệ với bạn để trao đổi về bài viết, thời hạn và nhuận bút.`
            : `Cảm ơn bạn đã gửi đề xuất “${d.topic}”. Ban biên tập đã đọc kỹ nhưng lần này chưa thể nhận đề xuất.`,
          ...(d.note ? [`Lời nhắn của biên tập viên: ${d.note}`] : []),
          accepted
            ? 'Trong lúc chờ, bạn có thể đọc hướng dẫn biên tập của chúng tôi.'
            : 'Bạn có thể gửi đề xuất khác bất cứ lúc nào.',
        ],
        button: accepted
          ? { label: 'Đọc hướng dẫn biên tập', url: d.url }
          : { label: 'Viết cho Tạp Chí', url: d.url },
        footer: 'Nếu bạn không gửi đề xuất này, hãy bỏ qua email.',
      })
    : layout(locale, {
        subject: accepted ? `Tạp Chí accepted your pitch “${d.topic}”` : `About your pitch “${d.topic}”`,
        greeting: `Hello ${d.name},`,
        paragraphs: [
          accepted
            ? `Our editors read your pitch “${d.topic}” and would like to publish it. An editor will contact you about the piece, the deadline and the fee.`
            : `Thank you for pitching “${d.topic}”. Our editors read it carefully but cannot take it this time.`,
          ...(d.note ? [`A note from the editor: ${d.note}`] : []),
          accepted
            ? 'Meanwhile, you can read our editorial guideline.'
            : 'You are welcome to send another pitch at any time.',
        ],
        button: accepted
          ? { label: 'Read the editorial guideline', url: d.url }
          : { label: 'Write for Tạp Chí', url: d.url },
        footer: 'If you did not send this pitch, you can ignore this email.',
      });
}
