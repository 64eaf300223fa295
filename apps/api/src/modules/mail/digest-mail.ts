import type { Locale, NewsletterList } from '@magazine/contracts';
import { type DigestArticle, layout, type MailContent } from './layout';

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
          ? 'Những bài mới từ các chủ đề, tác giả và loạt bài bạn theo dõi, cùng vài bài bạn có thể đã bỏ lỡ.'
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
