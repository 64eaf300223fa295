import type { BilingualPage } from './types';

export const mediaKitPage: BilingualPage = {
  vi: {
    title: 'Media kit',
    description: 'Thông tin cho thương hiệu và đối tác muốn đồng hành cùng Tạp Chí.',
    sections: [
      {
        heading: 'Độc giả',
        paragraphs: [
          'Tạp Chí xuất bản bằng tiếng Việt và tiếng Anh, nên một chiến dịch có thể đến với độc giả trong nước lẫn độc giả quốc tế quan tâm đến Việt Nam.',
        ],
      },
      {
        heading: 'Hình thức hợp tác',
        items: [
          'Bài viết tài trợ, được ghi rõ là tài trợ và tuân theo Nguyên tắc biên tập.',
          'Tài trợ podcast và video.',
          'Đồng hành sự kiện, trong đó có sự kiện ẩm thực có bán vé và bình chọn.',
          'Bản tin email hằng tuần, gửi vào sáng thứ Ba.',
          'Năm chuyên mục theo ngành: Sự nghiệp, Ẩm thực, Radio, Đổi mới và Sống khoẻ.',
        ],
      },
      {
        heading: 'Thông số hình ảnh',
        paragraphs: ['Mỗi ảnh được xuất ra các kích thước sau; hãy gửi ảnh gốc ít nhất 1280 px chiều ngang.'],
        items: ['16:9 — 375×211, 750×422, 1280×720', '3:2 — 536×356, 1072×712', '1:1 — 320×320'],
      },
      {
        heading: 'Liên hệ',
        paragraphs: ['Để nhận báo giá và số liệu độc giả mới nhất, hãy dùng kênh ở trang Liên hệ.'],
      },
    ],
  },
  en: {
    title: 'Media kit',
    description: 'Information for brands and partners who want to work with Tạp Chí.',
    sections: [
      {
        heading: 'Readers',
        paragraphs: [
          'Tạp Chí publishes in Vietnamese and English, so a campaign can reach readers in Vietnam as well as international readers interested in the country.',
        ],
      },
      {
        heading: 'Ways to work together',
        items: [
          'Sponsored articles, labelled as sponsored and held to our Editorial guideline.',
          'Podcast and video sponsorship.',
          'Event partnerships, including our ticketed food-and-beverage event with a public vote.',
          'The weekly email newsletter, sent on Tuesday mornings.',
          'Five industry sections: Careers, Food, Radio, Innovation and Wellness.',
        ],
      },
      {
        heading: 'Image specifications',
        paragraphs: [
          'Every image is published in the sizes below; please send originals at least 1280 px wide.',
        ],
        items: ['16:9 — 375×211, 750×422, 1280×720', '3:2 — 536×356, 1072×712', '1:1 — 320×320'],
      },
      {
        heading: 'Contact',
        paragraphs: ['For rates and the latest readership figures, use the channel on the Contact page.'],
      },
    ],
  },
};
