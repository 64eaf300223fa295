import type { BilingualPage } from './types';

export const editorialGuidelinePage: BilingualPage = {
  vi: {
    title: 'Nguyên tắc biên tập',
    description:
      'Những chuẩn mực mọi bài trên Tạp Chí phải đáp ứng, dù do phóng viên tòa soạn hay người viết cộng đồng thực hiện.',
    sections: [
      {
        heading: 'Chính xác',
        items: [
          'Mọi dữ kiện, con số và trích dẫn được kiểm chứng trước khi đăng.',
          'Nguồn tin được nêu tên. Nguồn giấu tên chỉ được dùng khi có lý do chính đáng và biên tập viên biết danh tính của họ.',
          'Tên người, địa danh và món ăn tiếng Việt được viết đầy đủ dấu, trong cả bản tiếng Anh.',
        ],
      },
      {
        heading: 'Đính chính',
        paragraphs: [
          'Khi sai, chúng tôi sửa và ghi chú đính chính cuối bài, nêu điều đã thay đổi. Một bài đổi địa chỉ sẽ tự chuyển hướng vĩnh viễn sang địa chỉ mới để liên kết cũ không bị hỏng.',
        ],
      },
      {
        heading: 'Độc lập',
        paragraphs: [
          'Nội dung tài trợ được ghi rõ là tài trợ. Nhà tài trợ không duyệt bài và không thay đổi nội dung biên tập.',
        ],
      },
      {
        heading: 'Hai ngôn ngữ',
        paragraphs: [
          'Bản dịch do biên tập viên chuyển ngữ và đọc lại cho người đọc của ngôn ngữ đó, không đăng bản dịch máy chưa qua biên tập. Hai phiên bản của một bài luôn được liên kết với nhau.',
        ],
      },
      {
        heading: 'Người viết cộng đồng',
        paragraphs: [
          'Bài từ chương trình xuất bản mở đi qua cùng quy trình biên tập và kiểm chứng như bài của tòa soạn, và người viết duyệt bản cuối.',
        ],
      },
    ],
  },
  en: {
    title: 'Editorial guideline',
    description:
      'The standards every Tạp Chí piece must meet, whether written by our newsroom or by a community writer.',
    sections: [
      {
        heading: 'Accuracy',
        items: [
          'Every fact, figure and quote is checked before publication.',
          'Sources are named. Anonymous sources are used only for a good reason, and the editor knows who they are.',
          'Vietnamese names of people, places and dishes keep their diacritics, in the English edition too.',
        ],
      },
      {
        heading: 'Corrections',
        paragraphs: [
          'When we get something wrong we fix it and add a correction note at the end of the article saying what changed. When an article moves to a new address, the old one redirects permanently so links keep working.',
        ],
      },
      {
        heading: 'Independence',
        paragraphs: [
          'Sponsored content is labelled as sponsored. Sponsors do not approve articles and do not change editorial content.',
        ],
      },
      {
        heading: 'Two languages',
        paragraphs: [
          'Translations are adapted and proofread by editors for readers of that language; unedited machine translations are never published. Both versions of an article are always linked to each other.',
        ],
      },
      {
        heading: 'Community writers',
        paragraphs: [
          'Pieces from the open-publishing programme go through the same editing and fact-checking as newsroom pieces, and the writer approves the final version.',
        ],
      },
    ],
  },
};
