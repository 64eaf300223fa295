import { type Locale, type NewsletterList, VERIFY_LINK_TTL_MS } from '@magazine/contracts';

export type MailContent = { subject: string; text: string; html: string; links: string[] };
export type DigestArticle = { title: string; excerpt: string; url: string };

const SITE = { vi: 'Tạp Chí', en: 'Tạp Chí' };
const HOURS = VERIFY_LINK_TTL_MS / 3_600_000;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One layout for every message: a greeting, paragraphs, one button, and the link written out. */
function layout(
  locale: Locale,
  parts: {
    subject: string;
    greeting: string;
    paragraphs: string[];
    button?: { label: string; url: string };
    /** a digest's stories, each a linked title and a line of its excerpt */
    articles?: DigestArticle[];
    footer: string;
    /** links under the footer (a newsletter's unsubscribe and email settings) */
    footerLinks?: { label: string; url: string }[];
  },
): MailContent {
  const { subject, greeting, paragraphs, button, footer } = parts;
  const articles = parts.articles ?? [];
  const footerLinks = parts.footerLinks ?? [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...articles.flatMap((a) => [a.title, a.excerpt, a.url, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    footer,
    ...footerLinks.map((link) => `${link.label}: ${link.url}`),
    `— ${SITE[locale]}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Georgia,serif;background:#f6f3ee;margin:0;padding:24px;color:#1d1d1b">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">
<p style="font-size:22px;font-weight:bold;margin:0 0 24px">${SITE[locale]}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${articles
  .map(
    (a) => `<div style="margin:20px 0;padding-top:16px;border-top:1px solid #e5e0d8">
<p style="font-size:18px;font-weight:bold;margin:0 0 6px"><a href="${escapeHtml(a.url)}" style="color:#1d1d1b">${escapeHtml(a.title)}</a></p>
<p style="margin:0;color:#444">${escapeHtml(a.excerpt)}</p></div>`,
  )
  .join('\n')}
${
  button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(button.url)}" style="background:#b3261e;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;font-family:Arial,sans-serif">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(button.url)}</p>`
    : ''
}
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
${
  footerLinks.length
    ? `<p style="font-size:13px">${footerLinks.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#555">${escapeHtml(link.label)}</a>`).join(' · ')}</p>`
    : ''
}
</div></body></html>`;
  return {
    subject,
    text,
    html,
    links: [...articles.map((a) => a.url), ...(button ? [button.url] : []), ...footerLinks.map((l) => l.url)],
  };
}

export function verificationMail(locale: Locale, name: string, url: string): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: 'Xác thực email của bạn tại Tạp Chí',
        greeting: `Chào ${name},`,
        paragraphs: [
          'Cảm ơn bạn đã đăng ký tài khoản Tạp Chí. Hãy xác thực địa chỉ email để dùng đầy đủ các tính năng dành cho thành viên.',
          `Liên kết có hiệu lực trong ${HOURS} giờ và chỉ dùng được một lần.`,
        ],
        button: { label: 'Xác thực email', url },
        footer: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
      })
    : layout(locale, {
        subject: 'Verify your email for Tạp Chí',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Thank you for creating a Tạp Chí account. Please verify your email address to use every member feature.',
          `The link is valid for ${HOURS} hours and works once.`,
        ],
        button: { label: 'Verify email', url },
        footer: 'If you did not register, you can ignore this message.',
      });
}

export function recoveryMail(locale: Locale, name: string, url: string, ttlMinutes: number): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: 'Đặt lại mật khẩu Tạp Chí',
        greeting: `Chào ${name},`,
        paragraphs: [
          'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
          `Liên kết có hiệu lực trong ${ttlMinutes} phút và chỉ dùng được một lần. Sau khi đổi mật khẩu, mọi phiên đăng nhập khác sẽ kết thúc.`,
        ],
        button: { label: 'Đặt lại mật khẩu', url },
        footer: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
      })
    : layout(locale, {
        subject: 'Reset your Tạp Chí password',
        greeting: `Hello ${name},`,
        paragraphs: [
          'We received a request to reset the password of your account.',
          `The link is valid for ${ttlMinutes} minutes and works once. Once the password is changed, every other session is logged out.`,
        ],
        button: { label: 'Reset password', url },
        footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
      });
}

export function welcomeMail(locale: Locale, name: string, url: string): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: 'Chào mừng bạn đến với Tạp Chí',
        greeting: `Chào ${name},`,
        paragraphs: [
          'Email của bạn đã được xác thực. Giờ bạn có thể theo dõi chủ đề, tác giả và chuỗi bài, lưu và thích bài viết, bình luận và nhận bản tin hằng tuần.',
        ],
        button: { label: 'Đọc Tạp Chí', url },
        footer: 'Bạn có thể thay đổi cài đặt email bất cứ lúc nào trong trang tài khoản.',
      })
    : layout(locale, {
        subject: 'Welcome to Tạp Chí',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Your email is verified. You can now follow topics, authors and series, bookmark and like articles, comment and receive the weekly newsletter.',
        ],
        button: { label: 'Read Tạp Chí', url },
        footer: 'You can change your email settings at any time on your account page.',
      });
}

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

export type ReservationFacts = {
  name: string;
  event: string;
  when: string;
  where: string;
  ticket: string;
  quantity: number;
  total: string;
  code: string;
  url: string;
  /** the member's tickets tab, where the code is also a QR symbol to scan */
  ticketsUrl: string;
};

export function ticketsReservedMail(locale: Locale, r: ReservationFacts): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: `Vé của bạn: ${r.event} (mã ${r.code})`,
        greeting: `Chào ${r.name},`,
        paragraphs: [
          `Bạn đã giữ ${r.quantity} × ${r.ticket} cho ${r.event}.`,
          `Mã đặt vé: ${r.code}. Vui lòng đưa mã này tại cổng và thanh toán ${r.total} khi nhận vé.`,
          `Thời gian: ${r.when}. Địa điểm: ${r.where}.`,
        ],
        button: { label: 'Xem sự kiện và vé của bạn', url: r.url },
        footer: 'Bạn có thể huỷ đặt vé trên trang sự kiện cho đến khi sự kiện kết thúc.',
        footerLinks: [{ label: 'Vé của tôi (có mã QR để quét tại cổng)', url: r.ticketsUrl }],
      })
    : layout(locale, {
        subject: `Your tickets: ${r.event} (code ${r.code})`,
        greeting: `Hello ${r.name},`,
        paragraphs: [
          `You reserved ${r.quantity} × ${r.ticket} for ${r.event}.`,
          `Reservation code: ${r.code}. Show it at the gate and pay ${r.total} when you collect your tickets.`,
          `When: ${r.when}. Where: ${r.where}.`,
        ],
        button: { label: 'See the event and your tickets', url: r.url },
        footer: 'You can cancel the reservation on the event page until the event ends.',
        footerLinks: [{ label: 'My tickets (with a QR code to scan at the gate)', url: r.ticketsUrl }],
      });
}

/**
 * A newsletter edition: the weekly newsletter (the week's most read) or the reading suggestions
 * (from what the member follows), with the stories and a link to leave the list.
 */
export function digestMail(
  locale: Locale,
  list: NewsletterList,
  name: string,
  articles: DigestArticle[],
  links: { unsubscribe: string; settings: string },
): MailContent {
  const vi = locale === 'vi';
  const weekly = list === 'weekly';
  return layout(locale, {
    subject: weekly
      ? vi
        ? 'Bản tin tuần này của Tạp Chí'
        : 'This week at Tạp Chí'
      : vi
        ? 'Bài đọc gợi ý cho bạn'
        : 'Reading suggestions for you',
    greeting: vi ? `Chào ${name},` : `Hello ${name},`,
    paragraphs: [
      weekly
        ? vi
          ? 'Đây là những bài được đọc nhiều nhất trên Tạp Chí trong tuần qua.'
          : 'Here are the most read stories on Tạp Chí this past week.'
        : vi
          ? 'Những bài mới từ các chủ đề, tác giả và chuỗi bài bạn theo dõi, cùng vài bài bạn có thể đã bỏ lỡ.'
          : 'New from the topics, authors and series you follow, and a few you may have missed.',
    ],
    articles,
    footer: weekly
      ? vi
        ? 'Bạn nhận email này vì đã đăng ký nhận bản tin hằng tuần của Tạp Chí.'
        : 'You receive this email because you subscribed to the Tạp Chí weekly newsletter.'
      : vi
        ? 'Bạn nhận email này vì đã chọn nhận gợi ý bài đọc vào sáng thứ Hai và thứ Năm.'
        : 'You receive this email because you chose reading suggestions on Monday and Thursday mornings.',
    footerLinks: [
      { label: vi ? 'Hủy đăng ký' : 'Unsubscribe', url: links.unsubscribe },
      { label: vi ? 'Cài đặt email' : 'Email settings', url: links.settings },
    ],
  });
}
