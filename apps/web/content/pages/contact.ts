import type { BilingualPage } from './types';

export const contactPage: BilingualPage = {
  vi: {
    title: 'Liên hệ',
    description: 'Cách liên lạc với tòa soạn Tạp Chí, tùy theo điều bạn cần.',
    sections: [
      {
        heading: 'Bạn muốn',
        items: [
          'Gửi đề xuất bài viết: đọc trang Viết cùng chúng tôi để biết một đề xuất cần có gì.',
          'Báo một lỗi trong bài: gửi đường dẫn bài và điều cần sửa; chúng tôi đính chính theo Nguyên tắc biên tập.',
          'Hợp tác quảng cáo hoặc tài trợ: xem Media kit trước, rồi gửi cho chúng tôi mục tiêu chiến dịch.',
          'Hỏi về dữ liệu cá nhân của bạn: xem Chính sách bảo mật; bạn tự tải về hoặc xoá được dữ liệu tài khoản trong trang thông tin tài khoản.',
        ],
        links: [
          { label: 'Gửi đề xuất bài viết', href: '/community-writer-form' },
          { label: 'Nguyên tắc biên tập', href: '/editorial-guideline' },
          { label: 'Media kit', href: '/media-kit' },
          { label: 'Chính sách bảo mật', href: '/privacy-policy' },
        ],
      },
    ],
  },
  en: {
    title: 'Contact',
    description: 'How to reach the Tạp Chí newsroom, depending on what you need.',
    sections: [
      {
        heading: 'You want to',
        items: [
          'Pitch a story: read Write with us to see what a pitch needs.',
          'Report a mistake in an article: send the article link and what needs fixing; we correct under our Editorial guideline.',
          'Advertise or sponsor: read the Media kit first, then send us your campaign goals.',
          'Ask about your personal data: see the Privacy policy; you can download or delete your account data yourself from your profile.',
        ],
        links: [
          { label: 'Pitch a story', href: '/community-writer-form' },
          { label: 'Editorial guideline', href: '/editorial-guideline' },
          { label: 'Media kit', href: '/media-kit' },
          { label: 'Privacy policy', href: '/privacy-policy' },
        ],
      },
    ],
  },
};

export const contactAddress = {
  vi: { heading: 'Địa chỉ email', missing: 'Hộp thư của tòa soạn chưa được công bố trên trang này.' },
  en: { heading: 'Email address', missing: 'The newsroom mailbox has not been published on this site yet.' },
};
