import type { EventProgramme } from '@magazine/contracts';
import type { Bilingual } from './types';

/** Days are counted from today's midnight in Vietnam, hours are Vietnam local time. */
export interface EventDef {
  title: Bilingual;
  excerpt: Bilingual;
  description: Bilingual;
  venue: Bilingual;
  city: Bilingual;
  /** the venue's latitude and longitude (WGS 84), for the page's map */
  point: [number, number];
  start: { day: number; hour: number };
  end: { day: number; hour: number };
  /** what the event sells: a day pass (`day`, counted from the start's day) or a whole-event pass */
  tickets?: { name: Bilingual; priceVnd: number; day?: number; capacity: number }[];
  /** what its vote is between */
  vote?: { name: Bilingual; description: Bilingual }[];
  /** the recurring event it is an edition of */
  programme?: EventProgramme;
}

const DAY_PASS = { vi: 'Vé ngày', en: 'Day pass' };
const FESTIVAL_PASS = { vi: 'Vé trọn lễ hội (3 ngày)', en: 'Festival pass (3 days)' };
const GROUP_PASS = { vi: 'Vé nhóm 4 người (3 ngày)', en: 'Group pass for 4 (3 days)' };

/** Day passes for each of the three days, a festival pass, and the group discount. */
function festivalTickets(capacity: number): EventDef['tickets'] {
  return [
    { name: DAY_PASS, priceVnd: 150_000, day: 0, capacity },
    { name: DAY_PASS, priceVnd: 150_000, day: 1, capacity },
    { name: DAY_PASS, priceVnd: 150_000, day: 2, capacity },
    { name: FESTIVAL_PASS, priceVnd: 390_000, capacity: Math.round(capacity / 2) },
    { name: GROUP_PASS, priceVnd: 1_290_000, capacity: Math.round(capacity / 10) },
  ];
}

const HANOI = { vi: 'Hà Nội', en: 'Hanoi' };
const HCMC = { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' };

export const EVENTS: EventDef[] = [
  {
    title: { vi: 'Lễ hội Hương Vị Hà Nội', en: 'Flavors Festival Hanoi' },
    excerpt: {
      vi: 'Ba ngày thưởng thức món ngon từ hơn 80 gian hàng, bếp trưởng và nghệ nhân ẩm thực.',
      en: 'Three days of food and drink from more than 80 stalls, head chefs and artisan producers.',
    },
    description: {
      vi: 'Lễ hội ẩm thực và đồ uống thường niên quay trở lại Hà Nội với khu chợ đêm, lớp học nấu ăn và cuộc bình chọn món ăn được yêu thích nhất. Vé được bán theo ngày và có ưu đãi cho nhóm.',
      en: 'The annual food and beverage festival returns to Hanoi with a night market, cooking classes and a vote for the crowd’s favourite dish. Tickets are sold by the day, with discounts for groups.',
    },
    venue: {
      vi: 'Hoàng thành Thăng Long, 19C Hoàng Diệu, Ba Đình',
      en: 'Thang Long Imperial Citadel, 19C Hoang Dieu, Ba Dinh',
    },
    city: HANOI,
    point: [21.0352, 105.8403],
    start: { day: 21, hour: 9 },
    end: { day: 23, hour: 22 },
    programme: 'flavors',
    tickets: festivalTickets(2000),
    vote: [
      {
        name: { vi: 'Phở bò tái lăn', en: 'Stir-seared beef phở' },
        description: { vi: 'Gian hàng phố Lò Đúc', en: 'The Lo Duc Street stall' },
      },
      {
        name: { vi: 'Bún chả than hoa', en: 'Charcoal-grilled bún chả' },
        description: { vi: 'Gian hàng Hàng Mành', en: 'The Hang Manh stall' },
      },
      {
        name: { vi: 'Chả cá thì là', en: 'Turmeric fish with dill' },
        description: { vi: 'Gian hàng phố Chả Cá', en: 'The Cha Ca Street stall' },
      },
      {
        name: { vi: 'Bánh cuốn Thanh Trì', en: 'Thanh Tri rice rolls' },
        description: { vi: 'Gian hàng làng Thanh Trì', en: 'The Thanh Tri village stall' },
      },
      {
        name: { vi: 'Cà phê trứng', en: 'Egg coffee' },
        description: { vi: 'Quầy cà phê phố cổ', en: 'The Old Quarter coffee bar' },
      },
    ],
  },
  {
    title: { vi: 'Lễ hội Hương Vị TP. Hồ Chí Minh', en: 'Flavors Festival Ho Chi Minh City' },
    excerpt: {
      vi: 'Khu chợ ẩm thực, quầy cà phê đặc sản và sân khấu âm nhạc giữa trung tâm thành phố.',
      en: 'A food market, speciality coffee bars and a music stage in the heart of the city.',
    },
    description: {
      vi: 'Phiên bản phía Nam của lễ hội mang đến những món ăn đường phố nổi tiếng nhất Sài Gòn, các buổi trò chuyện cùng đầu bếp và khu vực dành riêng cho gia đình có trẻ nhỏ.',
      en: "The festival's southern edition brings Saigon's best-loved street food, talks with chefs and an area set aside for families with young children.",
    },
    venue: {
      vi: 'Nhà Văn hoá Thanh niên, 4 Phạm Ngọc Thạch, Quận 1',
      en: 'Youth Cultural House, 4 Pham Ngoc Thach, District 1',
    },
    city: HCMC,
    point: [10.7818, 106.6983],
    start: { day: -1, hour: 9 },
    end: { day: 1, hour: 22 },
    programme: 'flavors',
    tickets: festivalTickets(3000),
    vote: [
      {
        name: { vi: 'Cơm tấm sườn nướng', en: 'Broken rice with grilled pork' },
        description: { vi: 'Gian hàng Quận 3', en: 'The District 3 stall' },
      },
      {
        name: { vi: 'Bánh mì thịt nguội', en: 'Cold-cut bánh mì' },
        description: { vi: 'Gian hàng Lê Thị Riêng', en: 'The Le Thi Rieng stall' },
      },
      {
        name: { vi: 'Hủ tiếu Nam Vang', en: 'Phnom Penh noodle soup' },
        description: { vi: 'Gian hàng Chợ Lớn', en: 'The Cho Lon stall' },
      },
      {
        name: { vi: 'Bánh xèo miền Tây', en: 'Mekong-style bánh xèo' },
        description: { vi: 'Gian hàng miền Tây', en: 'The Mekong Delta stall' },
      },
      {
        name: { vi: 'Cà phê sữa đá', en: 'Iced milk coffee' },
        description: { vi: 'Quầy cà phê vợt', en: 'The sock-filter coffee bar' },
      },
    ],
  },
  {
    title: { vi: 'Diễn đàn Những nhà đổi mới', en: 'Innovators Summit' },
    excerpt: {
      vi: 'Hai ngày gặp gỡ những nhà sáng lập, kỹ sư và nhà đầu tư đang định hình tương lai.',
      en: 'Two days with the founders, engineers and investors shaping what comes next.',
    },
    description: {
      vi: 'Diễn đàn gồm các phiên thảo luận về công nghệ, khởi nghiệp và phát triển bền vững, cùng khu trưng bày sản phẩm của các nhóm khởi nghiệp trẻ.',
      en: 'The summit features panels on technology, start-ups and sustainability, plus a showcase of products from young start-up teams.',
    },
    venue: {
      vi: 'Trung tâm Hội nghị Quốc gia, Mỹ Đình, Nam Từ Liêm',
      en: 'National Convention Center, My Dinh, Nam Tu Liem',
    },
    city: HANOI,
    point: [21.0069, 105.7858],
    programme: 'innovators-summit',
    start: { day: 45, hour: 8 },
    end: { day: 46, hour: 18 },
  },
  {
    title: { vi: 'Đêm nhạc jazz bên sông Hàn', en: 'Jazz Night by the Han River' },
    excerpt: {
      vi: 'Một buổi tối nhạc jazz ngoài trời với các nghệ sĩ trong nước và quốc tế.',
      en: 'An open-air evening of jazz with Vietnamese and international musicians.',
    },
    description: {
      vi: 'Khán giả mang theo thảm, ngồi bên bờ sông và thưởng thức những bản jazz kinh điển lẫn sáng tác mới.',
      en: 'Bring a mat, sit by the river and enjoy jazz standards alongside new compositions.',
    },
    venue: { vi: 'Công viên APEC, đường Trần Phú, Hải Châu', en: 'APEC Park, Tran Phu Street, Hai Chau' },
    city: { vi: 'Đà Nẵng', en: 'Da Nang' },
    point: [16.0608, 108.2237],
    start: { day: -30, hour: 19 },
    end: { day: -30, hour: 22 },
  },
  {
    title: { vi: 'Triển lãm Gốm Việt đương đại', en: 'Contemporary Vietnamese Ceramics' },
    excerpt: {
      vi: 'Hơn 120 tác phẩm gốm của các nghệ sĩ trẻ, từ đồ dùng hằng ngày đến sắp đặt quy mô lớn.',
      en: 'Over 120 ceramic works by young artists, from everyday tableware to large installations.',
    },
    description: {
      vi: 'Triển lãm đặt gốm truyền thống Bát Tràng, Chu Đậu và Biên Hoà bên cạnh những thử nghiệm mới về hình khối và men.',
      en: 'The exhibition places traditional Bat Trang, Chu Dau and Bien Hoa ceramics beside new experiments in form and glaze.',
    },
    venue: {
      vi: 'Bảo tàng Mỹ thuật TP. Hồ Chí Minh, 97A Phó Đức Chính, Quận 1',
      en: 'Ho Chi Minh City Museum of Fine Arts, 97A Pho Duc Chinh, District 1',
    },
    city: HCMC,
    point: [10.7699, 106.6993],
    start: { day: -60, hour: 9 },
    end: { day: -40, hour: 17 },
  },
  {
    title: { vi: 'Hội sách cũ cuối tuần', en: 'Weekend Second-hand Book Fair' },
    excerpt: {
      vi: 'Hàng nghìn đầu sách cũ, bản in hiếm và những cuộc trao đổi sách thú vị.',
      en: 'Thousands of used books, rare editions and some lively book swaps.',
    },
    description: {
      vi: 'Các nhà sưu tầm và hiệu sách nhỏ cùng bày bán sách cũ, kèm theo buổi giao lưu với nhà văn và khu đổi sách miễn phí.',
      en: 'Collectors and small bookshops sell second-hand books, with an author talk and a free book-swap corner.',
    },
    venue: {
      vi: 'Phố sách Hà Nội, phố 19 Tháng 12, Hoàn Kiếm',
      en: 'Hanoi Book Street, 19 Thang 12 Street, Hoan Kiem',
    },
    city: HANOI,
    point: [21.0262, 105.8516],
    start: { day: -12, hour: 8 },
    end: { day: -10, hour: 21 },
  },
  {
    title: { vi: 'Workshop nhiếp ảnh đường phố Hội An', en: 'Hoi An Street Photography Workshop' },
    excerpt: {
      vi: 'Một ngày học chụp ảnh đường phố cùng nhiếp ảnh gia chuyên nghiệp trong phố cổ.',
      en: 'A day of street photography in the old town with a professional photographer.',
    },
    description: {
      vi: 'Buổi học gồm phần lý thuyết ngắn về ánh sáng và bố cục, sau đó là thực hành trên những con phố cổ lúc hoàng hôn.',
      en: 'The workshop opens with a short session on light and composition, then moves onto the old streets at sunset.',
    },
    venue: {
      vi: 'Hội quán Phúc Kiến, 46 Trần Phú, Minh An',
      en: 'Fujian Assembly Hall, 46 Tran Phu, Minh An',
    },
    city: { vi: 'Hội An', en: 'Hoi An' },
    point: [15.8772, 108.3308],
    start: { day: 9, hour: 14 },
    end: { day: 9, hour: 19 },
  },
];
