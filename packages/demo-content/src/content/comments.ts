import type { Locale } from '@magazine/contracts';

// What the demo readers say under the newest articles: plain text, as members type it.

export const DEMO_READERS: { name: string; email: string; language: Locale }[] = [
  { name: 'Ngọc Anh', email: 'ngoc.anh@doc-gia.example', language: 'vi' },
  { name: 'Trần Quang Huy', email: 'quang.huy@doc-gia.example', language: 'vi' },
  { name: 'Lê Thu Hà', email: 'thu.ha@doc-gia.example', language: 'vi' },
  { name: 'Phạm Đức Minh', email: 'duc.minh@doc-gia.example', language: 'vi' },
  { name: 'Emma Walsh', email: 'emma.walsh@reader.example', language: 'en' },
  { name: 'Daniel Okafor', email: 'daniel.okafor@reader.example', language: 'en' },
  { name: 'Mai Nguyen', email: 'mai.nguyen@reader.example', language: 'en' },
];

export const DEMO_COMMENTS: Record<Locale, string[]> = {
  vi: [
    'Bài viết rất hay, đọc xong muốn đi ngay!',
    'Cảm ơn tác giả, mình đã lưu lại để đọc kỹ hơn vào cuối tuần.',
    'Đoạn cuối làm mình nhớ nhà quá.',
    'Có ai biết quán ở đoạn thứ ba còn mở cửa không ạ?',
    'Mong tạp chí có thêm bài về chủ đề này.',
    'Góc nhìn mới mẻ. Mình chưa từng nghĩ theo hướng đó.',
    'Ảnh đẹp quá, ai chụp vậy?',
    'Mình đã thử làm theo và thấy hiệu quả thật.',
  ],
  en: [
    'Lovely piece, thank you for writing it.',
    'Saved this for the weekend. The third section alone was worth it.',
    'Does anyone know if the place in the second paragraph is still open?',
    'This made me miss Saigon so much.',
    'I would love a follow-up on this topic.',
    'A fresh angle. I had never thought of it that way.',
    'Beautiful photos. Who took them?',
    'Tried it last week and it really works.',
  ],
};

export const DEMO_REPLIES: Record<Locale, string[]> = {
  vi: [
    'Mình cũng nghĩ vậy!',
    'Quán vẫn mở bạn nhé, sáng sớm là đông nhất.',
    'Đồng ý, phần này viết rất tinh tế.',
  ],
  en: [
    'Same here!',
    'Still open, and busiest early in the morning.',
    'Agreed, that part is written with real care.',
  ],
};

/** Words that hold a comment for review, typed as an editor would (the seed folds them). */
export const DEMO_BANNED_WORDS = ['đồ ngốc', 'ngu ngốc', 'lừa đảo', 'idiot', 'stupid', 'scam'];
