import type { Bilingual } from './types';

const pairs = (list: [string, string][]): Bilingual[] => list.map(([vi, en]) => ({ vi, en }));

export const COMMON_SENTENCES = pairs([
  ['Câu chuyện bắt đầu từ một buổi sáng rất bình thường.', 'The story begins on a very ordinary morning.'],
  [
    'Không ai ngờ rằng một ý tưởng nhỏ lại có thể đi xa đến vậy.',
    'Nobody expected such a small idea to go so far.',
  ],
  [
    'Chúng tôi đã dành nhiều tuần để gặp gỡ, lắng nghe và ghi chép.',
    'We spent several weeks meeting people, listening and taking notes.',
  ],
  [
    'Có những điều chỉ có thể hiểu khi tự mình trải nghiệm.',
    'Some things can only be understood by experiencing them yourself.',
  ],
  [
    'Mọi thứ thay đổi rất nhanh, nhưng vẫn có những giá trị đứng yên giữa dòng chảy ấy.',
    'Everything changes quickly, but some values hold still in the current.',
  ],
  [
    'Câu trả lời, hoá ra, đơn giản hơn nhiều so với những gì chúng tôi hình dung.',
    'The answer, it turned out, was much simpler than we had imagined.',
  ],
  [
    'Điều đáng quý nhất là sự tận tâm của những con người đứng phía sau.',
    'What matters most is the dedication of the people behind it.',
  ],
  [
    'Thời gian trôi qua, nhưng những ký ức ấy vẫn còn nguyên vẹn.',
    'Time has passed, but those memories remain intact.',
  ],
  [
    'Không phải ai cũng đồng tình, và đó cũng là điều dễ hiểu.',
    'Not everyone agrees, and that is understandable.',
  ],
  [
    'Có lẽ điều quan trọng nhất là bắt đầu, dù chỉ bằng một bước nhỏ.',
    'Perhaps the most important thing is to begin, even with a small step.',
  ],
  ['Những con số chỉ nói được một phần của câu chuyện.', 'The numbers tell only part of the story.'],
  [
    'Phần còn lại nằm ở những gương mặt, tiếng cười và cả những giọt mồ hôi.',
    'The rest lies in faces, laughter and a good deal of sweat.',
  ],
  [
    'Khi được hỏi về kế hoạch sắp tới, họ chỉ mỉm cười và nói rằng vẫn còn nhiều việc phải làm.',
    'Asked about their plans, they just smiled and said there was still a lot to do.',
  ],
  [
    'Đó là một hành trình dài, với không ít lần muốn bỏ cuộc.',
    'It has been a long journey, with more than a few moments of wanting to give up.',
  ],
  [
    'Nhìn lại, mỗi khó khăn đều để lại một bài học đáng giá.',
    'Looking back, every difficulty left a valuable lesson.',
  ],
  [
    'Và có lẽ, đó cũng là lý do khiến nhiều người quay trở lại.',
    'And perhaps that is why so many people keep coming back.',
  ],
  [
    'Sự thay đổi không đến trong một đêm, mà được vun đắp qua từng ngày.',
    "Change doesn't come overnight; it is built day by day.",
  ],
  [
    'Điều còn lại sau cùng là cảm giác được kết nối với những người xung quanh.',
    'What remains in the end is a sense of connection with the people around you.',
  ],
]);

export const COMMON_HEADINGS = pairs([
  ['Nhìn từ bên trong', 'A view from inside'],
  ['Những con người phía sau', 'The people behind it'],
  ['Một chặng đường dài', 'A long road'],
  ['Điều còn lại', 'What remains'],
  ['Bước tiếp theo', 'What comes next'],
  ['Một góc nhìn khác', 'Another point of view'],
]);

export const QUOTES = pairs([
  [
    'Làm nghề lâu rồi mới hiểu, cái khó nhất là giữ được sự tử tế mỗi ngày.',
    'After years in the job, you realise the hardest part is staying kind every day.',
  ],
  [
    'Tôi không cần nhiều, chỉ cần khách ra về với một nụ cười.',
    "I don't need much, just for people to leave with a smile.",
  ],
  [
    'Mỗi lần thất bại, tôi lại biết thêm một cách không nên làm.',
    'Every time I failed, I learned one more way not to do it.',
  ],
  [
    'Người ta nhớ đến mình không phải vì mình giỏi, mà vì mình tận tâm.',
    "People remember you not because you're brilliant but because you care.",
  ],
  [
    'Thành phố này dạy tôi cách đi nhanh, nhưng cũng dạy tôi biết lúc nào cần dừng lại.',
    'This city taught me how to move fast, but also when to stop.',
  ],
  ['Nếu không làm bây giờ thì bao giờ mới làm?', 'If not now, then when?'],
  [
    'Tôi vẫn học được điều mới mỗi ngày, từ đồng nghiệp và cả từ những người trẻ.',
    'I still learn something new every day, from colleagues and from young people too.',
  ],
  [
    'Cái đẹp nằm ở những chi tiết mà người vội vàng thường bỏ qua.',
    'Beauty lives in the details that people in a hurry tend to miss.',
  ],
  [
    'Chúng tôi không bán sản phẩm, chúng tôi kể một câu chuyện.',
    "We're not selling a product; we're telling a story.",
  ],
  ['Giữ nghề khó hơn học nghề rất nhiều.', 'Keeping a craft alive is much harder than learning it.'],
]);

export const CAPTIONS = pairs([
  ['Một góc nhỏ bình yên giữa nhịp sống hối hả.', 'A quiet corner amid the rush of daily life.'],
  ['Ánh sáng buổi sớm, khi mọi thứ vừa bắt đầu.', 'Early light, just as the day begins.'],
  ['Những chi tiết nhỏ làm nên cả câu chuyện.', 'The small details that make the whole story.'],
  [
    'Khoảnh khắc được ghi lại trong chuyến đi thực tế của phóng viên.',
    "A moment captured during our reporter's visit.",
  ],
  ['Không gian làm việc quen thuộc của nhân vật.', 'The familiar workspace at the heart of this story.'],
  ['Màu sắc và nhịp điệu của một ngày bình thường.', 'The colours and rhythm of an ordinary day.'],
  ['Sau giờ cao điểm, mọi thứ chậm lại.', 'After the rush hour, everything slows down.'],
  ['Những người làm nên câu chuyện này.', 'The people who made this story.'],
]);

export const LISTS: Bilingual[][] = [
  pairs([
    ['Một chai nước riêng', 'Your own water bottle'],
    ['Áo khoác mỏng cho buổi tối', 'A light jacket for the evening'],
    ['Tiền mặt cho các quầy hàng nhỏ', 'Cash for small stalls'],
    ['Một cuốn sổ để ghi lại cảm xúc', 'A notebook to jot down impressions'],
    ['Thật nhiều kiên nhẫn', 'Plenty of patience'],
  ]),
  pairs([
    ['Bắt đầu từ những việc nhỏ', 'Start small'],
    ['Ghi lại tiến độ mỗi ngày', 'Track your progress every day'],
    ['Tìm một người cùng đồng hành', 'Find someone to do it with'],
    ['Tự thưởng khi đạt mục tiêu', 'Reward yourself when you reach a goal'],
  ]),
  pairs([
    ['Đến sớm để tránh đông', 'Arrive early to beat the crowds'],
    ['Hỏi chuyện người địa phương', 'Talk to the locals'],
    ['Thử ít nhất một món lạ', 'Try at least one unfamiliar dish'],
    ['Ở lại lâu hơn dự định', 'Stay longer than you planned'],
  ]),
  pairs([
    ['Lắng nghe nhiều hơn nói', 'Listen more than you talk'],
    ['Đặt câu hỏi cụ thể', 'Ask specific questions'],
    ['Ghi chép cẩn thận', 'Take careful notes'],
    ['Chia sẻ lại những gì đã học', "Share what you've learned"],
  ]),
  pairs([
    ['Mua ít hơn nhưng chọn kỹ hơn', 'Buy less but choose better'],
    ['Ưu tiên sản phẩm địa phương', 'Favour local products'],
    ['Sửa trước khi thay mới', 'Repair before you replace'],
    ['Chia sẻ đồ dùng với hàng xóm', 'Share things with your neighbours'],
  ]),
  pairs([
    ['Ngủ đủ bảy đến tám tiếng', 'Sleep seven to eight hours'],
    ['Uống đủ nước', 'Drink enough water'],
    ['Vận động ít nhất ba mươi phút', 'Move for at least thirty minutes'],
    ['Dành thời gian cho bản thân', 'Make time for yourself'],
  ]),
];
