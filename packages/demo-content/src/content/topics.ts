import type { TopicDef } from './types';

export const TOPICS: TopicDef[] = [
  {
    key: 'culture',
    name: { vi: 'Văn hoá', en: 'Culture' },
    description: {
      vi: 'Những câu chuyện về phong tục, lễ hội và nếp sống của người Việt hôm nay.',
      en: 'Stories about the customs, festivals and everyday ways of Vietnam today.',
    },
    vertical: 'radio',
  },
  {
    key: 'food',
    name: { vi: 'Ẩm thực', en: 'Food' },
    description: {
      vi: 'Từ gánh hàng rong đến bếp nhà hàng, nơi mỗi món ăn kể một câu chuyện.',
      en: 'From street stalls to restaurant kitchens, where every dish tells a story.',
    },
    vertical: 'food',
  },
  {
    key: 'travel',
    name: { vi: 'Du lịch', en: 'Travel' },
    description: {
      vi: 'Những hành trình chậm rãi qua các miền đất, từ phố thị đến bản làng.',
      en: 'Slow journeys across the country, from busy cities to mountain villages.',
    },
    vertical: null,
  },
  {
    key: 'lifestyle',
    name: { vi: 'Phong cách sống', en: 'Lifestyle' },
    description: {
      vi: 'Gợi ý để sống chậm hơn, gọn gàng hơn và vui vẻ hơn mỗi ngày.',
      en: 'Ideas for living a little slower, lighter and happier every day.',
    },
    vertical: 'wellness',
  },
  {
    key: 'business',
    name: { vi: 'Kinh doanh', en: 'Business' },
    description: {
      vi: 'Doanh nghiệp, thương hiệu và những người dám bắt đầu từ con số không.',
      en: 'Companies, brands and the people who dare to start from scratch.',
    },
    vertical: 'innovation',
  },
  {
    key: 'tech',
    name: { vi: 'Công nghệ', en: 'Tech' },
    description: {
      vi: 'Công nghệ đang thay đổi cách chúng ta làm việc, mua sắm và kết nối ra sao.',
      en: 'How technology is changing the way we work, shop and stay in touch.',
    },
    vertical: 'innovation',
  },
  {
    key: 'wellness',
    name: { vi: 'Sức khoẻ', en: 'Wellness' },
    description: {
      vi: 'Chăm sóc cơ thể và tinh thần bằng những thói quen nhỏ nhưng bền bỉ.',
      en: 'Caring for body and mind through small habits that last.',
    },
    vertical: 'wellness',
  },
  {
    key: 'careers',
    name: { vi: 'Sự nghiệp', en: 'Careers' },
    description: {
      vi: 'Lời khuyên nghề nghiệp và chân dung những người làm nghề tận tâm.',
      en: 'Career advice and portraits of people who love what they do.',
    },
    vertical: 'careers',
  },
  {
    key: 'arts',
    name: { vi: 'Nghệ thuật', en: 'Arts' },
    description: {
      vi: 'Hội hoạ, nhiếp ảnh, sân khấu và những nghệ nhân giữ lửa nghề truyền thống.',
      en: 'Painting, photography, theatre and the artisans keeping old crafts alive.',
    },
    vertical: null,
  },
  {
    key: 'music',
    name: { vi: 'Âm nhạc', en: 'Music' },
    description: {
      vi: 'Những giai điệu cũ và mới, từ sân khấu lớn đến các phòng trà nhỏ.',
      en: 'Old songs and new sounds, from big stages to tiny listening rooms.',
    },
    vertical: 'radio',
  },
  {
    key: 'fashion',
    name: { vi: 'Thời trang', en: 'Fashion' },
    description: {
      vi: 'Nhà thiết kế, chất liệu và cách người trẻ định nghĩa lại phong cách Việt.',
      en: 'Designers, fabrics and how young people are redefining Vietnamese style.',
    },
    vertical: null,
  },
  {
    key: 'environment',
    name: { vi: 'Môi trường', en: 'Environment' },
    description: {
      vi: 'Khí hậu, thiên nhiên và những nỗ lực sống xanh từ cộng đồng.',
      en: 'Climate, nature and the communities trying to live more sustainably.',
    },
    vertical: 'innovation',
  },
  {
    key: 'education',
    name: { vi: 'Giáo dục', en: 'Education' },
    description: {
      vi: 'Trường lớp, cách học và những người thầy truyền cảm hứng.',
      en: 'Schools, ways of learning and the teachers who inspire.',
    },
    vertical: 'careers',
  },
];
