import type { BilingualPage } from './types';

export const aboutPage: BilingualPage = {
  vi: {
    title: 'Về chúng tôi',
    description:
      'Tạp Chí là tạp chí trực tuyến song ngữ Việt – Anh về văn hoá, ẩm thực, du lịch, sự nghiệp, kinh doanh, công nghệ và lối sống của người Việt hôm nay.',
    sections: [
      {
        heading: 'Chúng tôi viết về điều gì',
        paragraphs: [
          'Mỗi bài viết thuộc một chủ đề: Văn hoá, Ẩm thực, Du lịch, Phong cách sống, Kinh doanh, Công nghệ, Sức khoẻ, Sự nghiệp, Nghệ thuật và các chủ đề khác được liệt kê ở trang Tất cả chủ đề.',
          'Bên cạnh đó là năm chuyên mục: Sự nghiệp, Ẩm thực, Radio, Đổi mới và Sống khoẻ.',
        ],
      },
      {
        heading: 'Hai ngôn ngữ, một tòa soạn',
        paragraphs: [
          'Tiếng Việt là ngôn ngữ mặc định của trang; phiên bản tiếng Anh nằm dưới địa chỉ /en. Khi một bài có bản dịch, hai phiên bản được liên kết với nhau và nút đổi ngôn ngữ đưa bạn thẳng đến bản còn lại.',
        ],
      },
      {
        heading: 'Không chỉ là bài viết',
        items: [
          'Podcast: các tập nghe được ngay trên trang.',
          'Video: phóng sự và chân dung ngắn.',
          'Sự kiện: các buổi gặp gỡ do Tạp Chí tổ chức, trong đó có một sự kiện ẩm thực có bán vé và bình chọn; mỗi sự kiện được đánh dấu sắp diễn ra, đang diễn ra hoặc đã kết thúc.',
          'Xuất bản mở: người viết ngoài tòa soạn có thể gửi bài, được biên tập viên đọc và phản hồi.',
        ],
      },
      {
        heading: 'Thành viên',
        paragraphs: [
          'Đọc bài không cần tài khoản. Thành viên theo dõi chủ đề, tác giả và loạt bài, lưu và thích bài viết, bình luận, trả lời khảo sát bạn đọc và nhận bản tin hằng tuần vào sáng thứ Ba. Bạn đăng ký bằng email, Google hoặc Facebook.',
        ],
        links: [
          { label: 'Đăng ký thành viên', href: '/register' },
          { label: 'Tất cả chủ đề', href: '/all-topics' },
          { label: 'Viết cùng chúng tôi', href: '/write-with-us' },
          { label: 'Liên hệ', href: '/contact' },
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    description:
      'Tạp Chí is a bilingual Vietnamese–English online magazine about the culture, food, travel, careers, business, technology and ways of living of Vietnam today.',
    sections: [
      {
        heading: 'What we cover',
        paragraphs: [
          'Every article belongs to a topic: Culture, Food, Travel, Lifestyle, Business, Tech, Wellness, Careers, Arts and the others listed on the All topics page.',
          'Alongside them run five sections: Careers, Food, Radio, Innovation and Wellness.',
        ],
      },
      {
        heading: 'Two languages, one newsroom',
        paragraphs: [
          'Vietnamese is the default language of the site; the English edition lives under /en. When an article has a translation the two versions are linked, and the language switch takes you straight to the other one.',
        ],
      },
      {
        heading: 'More than articles',
        items: [
          'Podcasts: episodes you can play right on the page.',
          'Videos: short reports and portraits.',
          'Events: gatherings Tạp Chí runs, including a ticketed food-and-beverage event with a public vote; each event is marked coming soon, happening or ended.',
          'Open publishing: writers from outside the newsroom can pitch, and an editor reads and answers every pitch.',
        ],
      },
      {
        heading: 'Membership',
        paragraphs: [
          'Reading needs no account. Members follow topics, authors and series, bookmark and like articles, comment, answer reader surveys and get the weekly newsletter on Tuesday mornings. You can register with email, Google or Facebook.',
        ],
        links: [
          { label: 'Become a member', href: '/register' },
          { label: 'All topics', href: '/all-topics' },
          { label: 'Write with us', href: '/write-with-us' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
  },
};
