import { type Locale, linkLife } from '@magazine/contracts';
import { layout, type MailContent } from './layout';

// The account's mails: the verification link, password recovery, the first social login's welcome.

/** The verification link, valid for `ttlSeconds` (VERIFY_LINK_TTL_SECONDS) and once. */
export function verificationMail(locale: Locale, name: string, url: string, ttlSeconds: number): MailContent {
  const life = linkLife(locale, ttlSeconds);
  return locale === 'vi'
    ? layout(locale, {
        subject: 'Xác thực email của bạn tại Tạp Chí',
        greeting: `Chào ${name},`,
        paragraphs: [
          'Cảm ơn bạn đã đăng ký tài khoản Tạp Chí. Hãy xác thực địa chỉ email để dùng đầy đủ các tính năng dành cho thành viên.',
          `Liên kết có hiệu lực trong ${life} và chỉ dùng được một lần.`,
        ],
        button: { label: 'Xác thực email', url },
        footer: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
      })
    : layout(locale, {
        subject: 'Verify your email for Tạp Chí',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Thank you for creating a Tạp Chí account. Please verify your email address to use every member feature.',
          `The link is valid for ${life} and works once.`,
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
          'Email của bạn đã được xác thực. Giờ bạn có thể theo dõi chủ đề, tác giả và loạt bài, lưu và thích bài viết, bình luận và nhận bản tin hằng tuần.',
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
