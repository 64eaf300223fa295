import type { Bilingual } from './types';

const pairs = (list: [string, string][]): Bilingual[] => list.map(([vi, en]) => ({ vi, en }));

export const CITIES = pairs([
  ['Sài Gòn', 'Saigon'],
  ['Hà Nội', 'Hanoi'],
  ['Đà Nẵng', 'Da Nang'],
  ['Huế', 'Hue'],
  ['Hội An', 'Hoi An'],
  ['Đà Lạt', 'Da Lat'],
  ['Cần Thơ', 'Can Tho'],
  ['Hải Phòng', 'Haiphong'],
  ['Nha Trang', 'Nha Trang'],
  ['Quy Nhơn', 'Quy Nhon'],
  ['Vũng Tàu', 'Vung Tau'],
  ['Phú Quốc', 'Phu Quoc'],
  ['Sa Pa', 'Sapa'],
  ['Ninh Bình', 'Ninh Binh'],
]);

export const DISHES = pairs([
  ['phở bò', 'beef pho'],
  ['bún chả', 'bun cha'],
  ['bánh mì', 'banh mi'],
  ['cơm tấm', 'broken rice'],
  ['bún bò Huế', 'bun bo Hue'],
  ['mì Quảng', 'mi Quang noodles'],
  ['bánh xèo', 'banh xeo'],
  ['cao lầu', 'cao lau'],
  ['hủ tiếu', 'hu tieu'],
  ['bánh cuốn', 'banh cuon'],
  ['gỏi cuốn', 'fresh spring rolls'],
  ['cà phê trứng', 'egg coffee'],
  ['bún riêu', 'bun rieu'],
  ['chè', 'che'],
]);

export const PROFESSIONS = pairs([
  ['kiến trúc sư', 'architect'],
  ['đầu bếp', 'chef'],
  ['nhà thiết kế', 'designer'],
  ['lập trình viên', 'software engineer'],
  ['giáo viên', 'teacher'],
  ['bác sĩ', 'doctor'],
  ['nhiếp ảnh gia', 'photographer'],
  ['kỹ sư môi trường', 'environmental engineer'],
  ['nhạc công', 'musician'],
  ['thợ may', 'tailor'],
  ['nhân viên pha chế', 'barista'],
  ['nhà báo', 'journalist'],
  ['dược sĩ', 'pharmacist'],
  ['điều dưỡng', 'nurse'],
  ['hướng dẫn viên du lịch', 'tour guide'],
]);

export const HABITS = pairs([
  ['dậy lúc 5 giờ sáng', 'waking up at 5 a.m.'],
  ['đi bộ 10.000 bước mỗi ngày', 'walking 10,000 steps a day'],
  ['đọc sách trước khi ngủ', 'reading before bed'],
  ['tắt điện thoại sau 9 giờ tối', 'switching off the phone after 9 p.m.'],
  ['viết nhật ký', 'keeping a journal'],
  ['nấu ăn ở nhà', 'cooking at home'],
  ['thiền 10 phút mỗi sáng', 'meditating for 10 minutes every morning'],
  ['bỏ cà phê', 'giving up coffee'],
  ['đạp xe đi làm', 'cycling to work'],
  ['ăn chay một ngày mỗi tuần', 'going vegetarian one day a week'],
]);

export const PLACES = pairs([
  ['phố cổ Hội An', "Hoi An's ancient town"],
  ['chợ nổi Cái Răng', 'Cai Rang floating market'],
  ['vịnh Hạ Long', 'Ha Long Bay'],
  ['đồi chè Bảo Lộc', 'the tea hills of Bao Loc'],
  ['ruộng bậc thang Mù Cang Chải', 'the rice terraces of Mu Cang Chai'],
  ['đầm Lập An', 'Lap An Lagoon'],
  ['phố cổ Hà Nội', "Hanoi's Old Quarter"],
  ['cao nguyên đá Đồng Văn', 'the Dong Van karst plateau'],
  ['Côn Đảo', 'Con Dao'],
  ['kinh thành Huế', 'the Hue citadel'],
  ['làng chài Mũi Né', 'the fishing village of Mui Ne'],
  ['Tràng An', 'Trang An'],
]);

export const CRAFTS = pairs([
  ['gốm Bát Tràng', 'Bat Trang ceramics'],
  ['tranh Đông Hồ', 'Dong Ho woodblock prints'],
  ['sơn mài', 'lacquer painting'],
  ['lụa Vạn Phúc', 'Van Phuc silk'],
  ['tranh lụa', 'silk painting'],
  ['múa rối nước', 'water puppetry'],
  ['đan lát mây tre', 'rattan and bamboo weaving'],
  ['chạm khắc gỗ', 'wood carving'],
]);

export const GENRES = pairs([
  ['ca trù', 'ca tru'],
  ['nhạc Trịnh', 'Trinh Cong Son songs'],
  ['bolero', 'bolero'],
  ['jazz', 'jazz'],
  ['indie Việt', 'Vietnamese indie'],
  ['đờn ca tài tử', 'don ca tai tu'],
  ['rap Việt', 'Vietnamese rap'],
  ['nhạc điện tử', 'electronic music'],
  ['quan họ', 'quan ho folk singing'],
]);

export const TECHS = pairs([
  ['trí tuệ nhân tạo', 'artificial intelligence'],
  ['ví điện tử', 'e-wallets'],
  ['xe máy điện', 'electric scooters'],
  ['thương mại điện tử', 'e-commerce'],
  ['điện toán đám mây', 'cloud computing'],
  ['điện mặt trời áp mái', 'rooftop solar'],
  ['thanh toán bằng mã QR', 'QR payments'],
  ['ứng dụng gọi xe', 'ride-hailing apps'],
]);

export const WEARS = pairs([
  ['áo dài', 'the ao dai'],
  ['nón lá', 'the conical hat'],
  ['áo bà ba', 'the ao ba ba'],
  ['lụa tơ tằm', 'mulberry silk'],
  ['vải thổ cẩm', 'hill-tribe brocade'],
  ['giày thể thao', 'sneakers'],
  ['quần áo cũ', 'second-hand clothes'],
  ['vải lanh', 'linen'],
]);

export const SUBJECTS = pairs([
  ['tiếng Anh', 'English'],
  ['lập trình', 'coding'],
  ['toán', 'maths'],
  ['âm nhạc', 'music'],
  ['lịch sử', 'history'],
  ['kỹ năng sống', 'life skills'],
  ['mỹ thuật', 'art'],
  ['tài chính cá nhân', 'personal finance'],
]);

export const LIST_COUNTS = [3, 5, 6, 7, 8, 9, 10, 12];
export const YEAR_COUNTS = [5, 10, 15, 20, 25, 30, 40];
