import type { BilingualPage } from './types';

export const writeWithUsPage: BilingualPage = {
  vi: {
    title: 'Viết cùng chúng tôi',
    description:
      'Chương trình xuất bản mở của Tạp Chí dành cho người viết ngoài tòa soạn: phóng viên tự do, người làm nghề và độc giả có câu chuyện đáng kể.',
    sections: [
      {
        heading: 'Chúng tôi tìm gì',
        items: [
          'Câu chuyện về con người, nghề nghiệp, món ăn, vùng đất và ý tưởng ở Việt Nam hoặc của người Việt ở nước ngoài.',
          'Góc nhìn từ trải nghiệm trực tiếp: bạn đã làm, đã sống hoặc đã tìm hiểu kỹ điều mình viết.',
          'Bài viết bằng tiếng Việt hoặc tiếng Anh; bài hay có thể được tòa soạn chuyển ngữ sang ngôn ngữ còn lại.',
        ],
      },
      {
        heading: 'Một đề xuất gồm',
        items: [
          'Tiêu đề tạm và tóm tắt ba đến năm câu.',
          'Vì sao câu chuyện đáng đọc lúc này, và vì sao bạn là người kể nó.',
          'Ngôn ngữ bạn sẽ viết, độ dài dự kiến và chủ đề phù hợp (xem trang Tất cả chủ đề).',
          'Hai bài bạn đã viết, nếu có.',
        ],
      },
      {
        heading: 'Sau khi bạn gửi',
        paragraphs: [
          'Một biên tập viên đọc mọi đề xuất và trả lời, kể cả khi câu trả lời là chưa phù hợp. Bài được nhận sẽ qua biên tập và kiểm chứng theo Nguyên tắc biên tập; bạn duyệt bản cuối trước khi đăng và bài đứng tên bạn.',
          'Gửi đề xuất qua biểu mẫu dành cho người viết cộng đồng; không cần tài khoản. Bạn nhận thư xác nhận ngay, và câu trả lời của biên tập viên về cùng địa chỉ email đó.',
        ],
        links: [
          { label: 'Gửi đề xuất bài viết', href: '/community-writer-form' },
          { label: 'Nguyên tắc biên tập', href: '/editorial-guideline' },
          { label: 'Tất cả chủ đề', href: '/all-topics' },
        ],
      },
    ],
  },
  en: {
    title: 'Write with us',
    description:
      'Tạp Chí’s open-publishing programme is for writers outside the newsroom: freelancers, practitioners and readers with a story worth telling.',
    sections: [
      {
        heading: 'What we look for',
        items: [
          'Stories about people, work, food, places and ideas in Vietnam or among Vietnamese abroad.',
          'First-hand perspective: you have done, lived or closely researched what you write about.',
          'Pieces in Vietnamese or English; strong pieces may be translated into the other language by the newsroom.',
        ],
      },
      {
        heading: 'A pitch includes',
        items: [
          'A working title and a three-to-five-sentence summary.',
          'Why the story matters now, and why you are the one to tell it.',
          'The language you will write in, the expected length and the topic it fits (see All topics).',
          'Two pieces you have written, if you have them.',
        ],
      },
      {
        heading: 'After you pitch',
        paragraphs: [
          'An editor reads every pitch and answers, even when the answer is not yet. Accepted pieces are edited and fact-checked under our Editorial guideline; you approve the final version before it is published, under your byline.',
          'Send your pitch with the community writer form; no account is needed. You get a confirmation by email at once, and the editor’s answer comes to the same address.',
        ],
        links: [
          { label: 'Pitch a story', href: '/community-writer-form' },
          { label: 'Editorial guideline', href: '/editorial-guideline' },
          { label: 'All topics', href: '/all-topics' },
        ],
      },
    ],
  },
};
