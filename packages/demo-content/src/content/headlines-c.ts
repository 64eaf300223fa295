import { defineHeadline as h } from './headlines-a';
import type { HeadlineTemplate } from './types';

export const HEADLINES_C: HeadlineTemplate[] = [
  h(
    'arts',
    ['Người giữ lửa {craft} giữa lòng phố thị', 'Một nghệ nhân, một xưởng nhỏ và nỗi lo ai sẽ nối nghề.'],
    [
      'Keeping {craft} alive in the heart of the city',
      'One artisan, a small workshop and the worry of who will carry the craft on.',
    ],
  ),
  h(
    'arts',
    [
      '{craft} trong mắt người trẻ',
      'Các nghệ sĩ trẻ đang đưa chất liệu truyền thống vào những tác phẩm rất đương đại.',
    ],
    [
      '{craft}, as seen by a new generation',
      'Young artists are bringing traditional materials into strikingly contemporary work.',
    ],
  ),
  h(
    'arts',
    [
      '{n} triển lãm đáng xem ở {city} tháng này',
      'Hội hoạ, nhiếp ảnh, sắp đặt và vài bất ngờ nhỏ cho những ai chịu khó đi xem.',
    ],
    [
      '{n} exhibitions worth seeing in {city} this month',
      'Painting, photography, installations and a few small surprises for those who go looking.',
    ],
  ),
  h(
    'arts',
    [
      'Ánh sáng {city} qua ống kính nhiếp ảnh gia đường phố',
      'Những khoảnh khắc bình thường nhất lại trở thành những bức ảnh khó quên.',
    ],
    [
      "{city}'s light through a street photographer's lens",
      'The most ordinary moments become the most unforgettable pictures.',
    ],
  ),
  h(
    'music',
    [
      '{genre} và những đêm nhạc không cần sân khấu lớn',
      'Trong những căn phòng nhỏ, người hát và người nghe gần nhau hơn bao giờ hết.',
    ],
    [
      "{genre} and the concerts that don't need a big stage",
      'In small rooms, singers and listeners are closer than ever.',
    ],
  ),
  h(
    'music',
    [
      'Vì sao người trẻ quay lại với {genre}?',
      'Một dòng nhạc tưởng như đã cũ đang tìm được khán giả mới trên các nền tảng số.',
    ],
    [
      'Why young listeners are coming back to {genre}',
      'A style that seemed old-fashioned is finding new fans online.',
    ],
  ),
  h(
    'music',
    [
      '{n} phòng trà và quán nhạc sống đáng ghé ở {city}',
      'Từ acoustic mộc mạc đến jazz ngẫu hứng, mỗi nơi có một không khí riêng.',
    ],
    [
      '{n} live-music bars worth a visit in {city}',
      'From stripped-back acoustic sets to improvised jazz, each place has its own mood.',
    ],
  ),
  h(
    'music',
    [
      '{years} năm đi hát: một đời gắn với {genre}',
      'Những thăng trầm của nghề hát được kể lại nhẹ nhàng, không chút tiếc nuối.',
    ],
    [
      '{years} years on stage: a life in {genre}',
      'The ups and downs of a singing life, recalled gently and without regret.',
    ],
  ),
  h(
    'fashion',
    [
      '{wear} trong tủ đồ của người trẻ hôm nay',
      'Không còn chỉ dành cho dịp lễ, món đồ quen thuộc đang được mặc theo cách rất mới.',
    ],
    [
      "{wear} in young people's wardrobes today",
      'No longer kept for special occasions, a familiar piece is being worn in fresh ways.',
    ],
  ),
  h(
    'fashion',
    [
      'Nhà thiết kế trẻ ở {city} đưa {wear} lên sàn diễn',
      'Chất liệu quen thuộc, đường cắt mới và tham vọng vươn ra thế giới.',
    ],
    [
      'The young {city} designer bringing {wear} to the runway',
      'Familiar materials, new cuts and an ambition that reaches far beyond home.',
    ],
  ),
  h(
    'fashion',
    ['{n} cách phối đồ với {wear} cho mùa này', 'Gợi ý dễ áp dụng cho cả đi làm lẫn đi chơi cuối tuần.'],
    ['{n} ways to style {wear} this season', 'Easy ideas for the office and for the weekend.'],
  ),
  h(
    'fashion',
    [
      'Thời trang bền vững: mua ít hơn, mặc lâu hơn',
      'Những người trẻ đang thay đổi thói quen mua sắm để bớt gánh nặng cho môi trường.',
    ],
    [
      'Sustainable fashion: buy less, wear it longer',
      'Young shoppers are changing their habits to go easier on the planet.',
    ],
  ),
  h(
    'environment',
    [
      '{city} và cuộc chiến với rác thải nhựa',
      'Từ chợ truyền thống đến quán cà phê, những thay đổi nhỏ đang dần cộng lại.',
    ],
    [
      "{city}'s fight against plastic waste",
      'From wet markets to cafés, small changes are starting to add up.',
    ],
  ),
  h(
    'environment',
    [
      'Những người trồng lại rừng ngập mặn',
      'Mỗi cây đước được trồng xuống là thêm một lớp che chắn cho làng ven biển.',
    ],
    [
      'The people replanting the mangroves',
      'Every mangrove sapling planted adds another layer of protection for coastal villages.',
    ],
  ),
  h(
    'environment',
    [
      '{n} việc nhỏ để sống xanh hơn ở thành phố',
      'Không cần thay đổi tất cả cùng lúc, chỉ cần bắt đầu từ thói quen hằng ngày.',
    ],
    [
      '{n} small ways to live greener in the city',
      "You don't have to change everything at once: start with your daily routine.",
    ],
  ),
  h(
    'environment',
    [
      '{place} trước áp lực của du lịch đại trà',
      'Làm sao để du khách vẫn đến mà thiên nhiên không phải trả giá?',
    ],
    [
      '{place} under pressure from mass tourism',
      'How can visitors keep coming without nature paying the price?',
    ],
  ),
  h(
    'education',
    [
      'Dạy {subject} theo cách khiến học sinh háo hức đến lớp',
      'Một giáo viên trẻ chia sẻ cách biến mỗi giờ học thành một trải nghiệm.',
    ],
    [
      'Teaching {subject} in a way that makes students excited for class',
      'A young teacher explains how she turns every lesson into an experience.',
    ],
  ),
  h(
    'education',
    [
      'Tự học {subject} sau giờ làm: {n} lời khuyên thiết thực',
      'Kiên trì quan trọng hơn tốc độ, và mười lăm phút mỗi ngày vẫn hơn là không có gì.',
    ],
    [
      'Learning {subject} after work: {n} practical tips',
      'Consistency beats speed, and fifteen minutes a day is better than nothing.',
    ],
  ),
  h(
    'education',
    [
      'Những lớp học miễn phí trong hẻm nhỏ ở {city}',
      'Không bảng hiệu, không học phí, chỉ có những người muốn cho đi con chữ.',
    ],
    [
      "The free classes hidden in {city}'s alleyways",
      'No signboards, no fees, just people who want to share what they know.',
    ],
  ),
  h(
    'education',
    [
      'Học sinh {city} và áp lực thi cử',
      'Phụ huynh, giáo viên và chính các em đang tìm cách để việc học bớt nặng nề.',
    ],
    [
      'Students in {city} and the pressure of exams',
      'Parents, teachers and students themselves are looking for ways to lighten the load.',
    ],
  ),
];
