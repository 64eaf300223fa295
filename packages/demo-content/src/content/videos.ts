import type { Locale } from '@magazine/contracts';
import type { Bilingual } from './types';

const pairs = (list: [string, string][]): Bilingual[] => list.map(([vi, en]) => ({ vi, en }));

export const VIDEO_TITLES = pairs([
  ['Một buổi sáng ở chợ Bến Thành', 'A morning at Ben Thanh Market'],
  ['Cách pha cà phê phin chuẩn vị', 'How to brew the perfect phin coffee'],
  ['Làng gốm Bát Tràng qua đôi tay nghệ nhân', "Bat Trang pottery in an artisan's hands"],
  ['Đạp xe quanh Hồ Tây lúc bình minh', 'Cycling around West Lake at sunrise'],
  ['Bếp nhà hàng vào giờ cao điểm', 'A restaurant kitchen at rush hour'],
  ['Múa rối nước: hậu trường một buổi diễn', 'Water puppetry: backstage at a show'],
  ['Ruộng bậc thang mùa lúa chín', 'Rice terraces at harvest time'],
  ['Một đêm cùng người bán hoa ở chợ Quảng Bá', 'A night with the flower sellers of Quang Ba market'],
  ['Xưởng may áo dài ba thế hệ', 'A three-generation ao dai workshop'],
  ['Trồng rừng ngập mặn ở Cần Giờ', 'Planting mangroves in Can Gio'],
  ['Phòng thu nhỏ của một nghệ sĩ indie', "Inside an indie artist's tiny studio"],
  ['Bánh mì Hội An: từ lò nướng đến tay khách', 'Hoi An banh mi: from the oven to your hands'],
  ['Lớp học tiếng Anh miễn phí trong hẻm', 'A free English class in an alley'],
  ['Đà Lạt trong sương sớm', 'Da Lat in the morning mist'],
  // "phở" and "phố" differ only in tone marks: the search ranks the reader's own spelling first
  ['Phở Hà Nội: nồi nước dùng mười hai tiếng', 'Hanoi pho: a twelve-hour broth'],
  ['Phố cổ Hà Nội lúc nửa đêm', "Hanoi's Old Quarter at midnight"],
]);

export const VIDEO_DESCRIPTIONS: Record<Locale, string[]> = {
  vi: [
    'Thước phim ngắn ghi lại những khoảnh khắc đời thường mà ta thường vội lướt qua.',
    'Ống kính của chúng tôi theo chân nhân vật trong trọn một buổi làm việc.',
    'Âm thanh, màu sắc và nhịp sống, không lời bình.',
    'Một câu chuyện nhỏ kể bằng hình ảnh, dành cho những phút nghỉ ngơi.',
  ],
  en: [
    'A short film capturing everyday moments we often rush past.',
    'Our camera follows the subject through an entire working session.',
    'Sound, colour and rhythm, without narration.',
    'A small story told in pictures, for a few minutes of rest.',
  ],
};
