import type { HeadlineTemplate, TopicKey } from './types';

export function defineHeadline(
  topic: TopicKey,
  vi: [string, string],
  en: [string, string],
): HeadlineTemplate {
  return { topic, title: { vi: vi[0], en: en[0] }, dek: { vi: vi[1], en: en[1] } };
}

const h = defineHeadline;

export const HEADLINES_A: HeadlineTemplate[] = [
  h(
    'culture',
    [
      'Tết ở {city}: những phong tục đang dần thay đổi',
      'Giữa nhịp sống mới, nhiều gia đình ở {city} vẫn tìm cách giữ lại những nếp cũ của ngày Tết.',
    ],
    [
      'Tet in {city}: the customs that are quietly changing',
      'Amid a faster pace of life, families in {city} are finding ways to keep the old rituals of Tet.',
    ],
  ),
  h(
    'culture',
    [
      'Ký ức về những rạp chiếu phim cũ ở {city}',
      'Những rạp phim một thời đông đúc nay chỉ còn trong trí nhớ của vài thế hệ khán giả.',
    ],
    [
      'Remembering the old cinemas of {city}',
      'Once-packed picture houses now live on only in the memories of a few generations of moviegoers.',
    ],
  ),
  h(
    'culture',
    [
      '{n} điều nên biết trước khi dự một đám cưới miền Tây',
      'Từ lễ rước dâu đến bàn tiệc dưới mái rạp, đám cưới miền Tây là cả một nghi thức ấm áp.',
    ],
    [
      '{n} things to know before your first Mekong Delta wedding',
      "From the bride's procession to the feast under a canvas roof, a southern wedding is a warm ritual of its own.",
    ],
  ),
  h(
    'culture',
    [
      'Chuyện những quán trà đá vỉa hè ở {city}',
      'Một chiếc ghế nhựa, một cốc trà đá và những câu chuyện không bao giờ hết.',
    ],
    [
      'The pavement iced-tea stalls of {city}',
      'A plastic stool, a glass of iced tea and conversations that never quite end.',
    ],
  ),
  h(
    'food',
    [
      'Đường phố {city} về đêm: {n} món ăn không thể bỏ qua',
      'Khi thành phố lên đèn, những gánh hàng rong mới thực sự bắt đầu một ngày làm việc.',
    ],
    [
      "{city}'s streets at night: {n} dishes you can't miss",
      "When the city lights come on, the street vendors' working day truly begins.",
    ],
  ),
  h(
    'food',
    [
      '{dish} và câu chuyện của một gánh hàng ba thế hệ',
      'Công thức được truyền từ bà sang mẹ rồi đến con, gần như không đổi suốt mấy chục năm.',
    ],
    [
      '{dish} and the story of a three-generation street stall',
      'The recipe passed from grandmother to mother to daughter, barely changing in decades.',
    ],
  ),
  h(
    'food',
    [
      'Đi tìm món {dish} ngon nhất {city}',
      'Chúng tôi đã ăn thử ở hàng chục quán, hỏi chuyện người bán và những thực khách lâu năm.',
    ],
    [
      'In search of the best {dish} in {city}',
      'We ate our way through dozens of places and talked to cooks and regulars along the way.',
    ],
  ),
  h(
    'food',
    [
      'Vì sao người trẻ {city} mê {dish} đến vậy?',
      'Một món ăn bình dân đang được làm mới theo những cách rất riêng.',
    ],
    [
      "Why young people in {city} can't get enough of {dish}",
      'A humble dish is being reinvented in some very personal ways.',
    ],
  ),
  h(
    'food',
    [
      'Làm {dish} tại nhà: bí quyết từ một đầu bếp lâu năm',
      'Không cần bếp lớn hay nguyên liệu đắt tiền, chỉ cần kiên nhẫn và làm đúng thứ tự.',
    ],
    [
      'Making {dish} at home: tips from a veteran cook',
      'No big kitchen or pricey ingredients needed, just patience and the right order of steps.',
    ],
  ),
  h(
    'travel',
    [
      '{place}: {n} trải nghiệm cho người thích đi chậm',
      'Bớt đi vài điểm chụp ảnh, thêm vào những buổi sáng không vội vàng.',
    ],
    ['{place}: {n} experiences for slow travellers', 'Fewer photo stops, more unhurried mornings.'],
  ),
  h(
    'travel',
    [
      '{place} mùa thấp điểm: vắng khách nhưng đẹp lạ',
      'Khi đám đông rời đi, nơi này trở lại với nhịp sống vốn có của nó.',
    ],
    [
      '{place} in the off-season: quiet, and strangely beautiful',
      'Once the crowds leave, the place slips back into its own rhythm.',
    ],
  ),
  h(
    'travel',
    [
      'Một cuối tuần ở {city} với ngân sách dưới 3 triệu đồng',
      'Ăn ngon, ngủ yên và vẫn còn tiền mua quà mang về.',
    ],
    [
      'A weekend in {city} for under 3 million dong',
      'Good food, a quiet bed and still some money left for souvenirs.',
    ],
  ),
  h(
    'travel',
    [
      'Những cung đường xe máy đẹp nhất quanh {city}',
      'Đổ đầy bình xăng, mang theo áo mưa và sẵn sàng dừng lại bất cứ lúc nào.',
    ],
    [
      'The most beautiful motorbike routes around {city}',
      'Fill the tank, pack a raincoat and be ready to stop whenever the view asks you to.',
    ],
  ),
  h(
    'lifestyle',
    [
      'Tôi đã thử {habit} trong 30 ngày, và đây là điều thay đổi',
      'Không có phép màu nào cả, nhưng có vài điều bất ngờ đáng để kể lại.',
    ],
    [
      "I tried {habit} for 30 days. Here's what changed",
      'There was no magic, but there were a few surprises worth sharing.',
    ],
  ),
  h(
    'lifestyle',
    [
      'Sống tối giản trong căn hộ 30 mét vuông ở {city}',
      'Ít đồ đạc hơn, nhiều khoảng trống hơn cho những điều thật sự quan trọng.',
    ],
    ['Living small in a 30-square-metre flat in {city}', 'Fewer things, more room for what really matters.'],
  ),
  h(
    'lifestyle',
    [
      '{n} cách để cuối tuần thật sự là để nghỉ ngơi',
      'Đôi khi nghỉ ngơi đúng cách cũng cần được lên kế hoạch.',
    ],
    ['{n} ways to make your weekend actually restful', 'Sometimes real rest needs a little planning too.'],
  ),
  h(
    'lifestyle',
    [
      'Vì sao người trẻ {city} thích ngồi cà phê một mình',
      'Một góc quán yên tĩnh, một cuốn sách và vài giờ không ai làm phiền.',
    ],
    [
      'Why young people in {city} are choosing to drink coffee alone',
      'A quiet corner, a book and a few hours of not being disturbed.',
    ],
  ),
];
