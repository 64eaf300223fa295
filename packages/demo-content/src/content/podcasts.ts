import type { Locale } from '@magazine/contracts';

export interface ShowDef {
  language: Locale;
  title: string;
  description: string;
  /** the feed's itunes:author and itunes:category ("Parent > Child") */
  author: string;
  category: string;
  episodes: string[];
}

export const SHOWS: ShowDef[] = [
  {
    language: 'vi',
    title: 'Cà Phê Sáng',
    author: 'Ban biên tập Tạp Chí',
    category: 'Society & Culture',
    description:
      'Mười lăm phút mỗi sáng để điểm lại những câu chuyện đáng chú ý trong tuần, kể chậm rãi bên tách cà phê.',
    episodes: [
      'Sáng thứ Hai và những khởi đầu nhỏ',
      'Chuyện gánh hàng rong đầu ngõ',
      'Khi người trẻ rời thành phố về quê',
      'Nghe mưa Sài Gòn',
      'Đọc chậm một cuốn sách cũ',
      'Những lá thư chưa gửi',
      'Chợ sớm Hà Nội',
      'Bữa cơm nhà ngày cuối tuần',
      'Đi làm bằng xe buýt',
      'Một năm nhìn lại',
    ],
  },
  {
    language: 'vi',
    title: 'Chuyện Nghề',
    author: 'Ban biên tập Tạp Chí',
    category: 'Business > Careers',
    description: 'Trò chuyện với những người làm nghề về công việc, đam mê và những lựa chọn khó khăn.',
    episodes: [
      'Làm đầu bếp có vất vả như lời đồn?',
      'Kiến trúc sư và những ngôi nhà giá rẻ',
      'Nghề giáo sau hai mươi năm đứng lớp',
      'Từ lập trình viên thành thợ làm bánh',
      'Nhiếp ảnh gia đám cưới kể chuyện nghề',
      'Hướng dẫn viên du lịch trong mùa thấp điểm',
      'Điều dưỡng ca đêm',
      'Người thợ may cuối cùng trên phố',
    ],
  },
  {
    language: 'en',
    title: 'Saigon After Dark',
    author: 'Tạp Chí editors',
    category: 'Arts > Food',
    description: 'Late-night conversations about food, music and the people who keep the city awake.',
    episodes: [
      'The noodle stall that never closes',
      'Jazz in a District 3 attic',
      'Night shift at the flower market',
      'Taxi drivers and the stories they hear',
      'The last bus home',
      'Rooftop bars and the new skyline',
      'Street food after midnight',
      "A baker's 3 a.m. routine",
      'Why Saigon sleeps so little',
    ],
  },
];

export const EPISODE_DESCRIPTIONS: Record<Locale, string[]> = {
  vi: [
    'Một tập ngắn để nghe trên đường đi làm, với những câu chuyện gần gũi và vài gợi ý nhỏ cho tuần mới.',
    'Khách mời chia sẻ trải nghiệm thật, không kịch bản, cùng những điều họ ước mình biết sớm hơn.',
    'Những âm thanh của thành phố và những con người đang sống giữa lòng nó.',
    'Một cuộc trò chuyện chậm rãi, dành cho những ai cần một khoảng lặng trong ngày.',
  ],
  en: [
    'A short episode for your commute, with stories close to home and a few small ideas for the week ahead.',
    'Our guest shares real experiences, no script, and the things they wish they had known sooner.',
    'The sounds of the city and the people living at its heart.',
    'An unhurried conversation for anyone who needs a quiet moment in the day.',
  ],
};
