import type { BilingualPage } from './types';

export const termsOfUsePage: BilingualPage = {
  vi: {
    title: 'Điều khoản sử dụng',
    description:
      'Điều bạn đồng ý khi đăng ký thành viên Tạp Chí, bằng email, Google hoặc Facebook, và khi dùng các tính năng dành cho thành viên.',
    sections: [
      {
        heading: 'Tài khoản của bạn',
        items: [
          'Mỗi người một tài khoản, với địa chỉ email của chính mình. Bạn giữ kín mật khẩu; mọi thao tác từ tài khoản được xem là của bạn.',
          'Thông tin định danh, nếu bạn cung cấp, phải đúng với giấy tờ của bạn. Tuổi tối thiểu là 14, với giấy tờ tùy thân hoặc hộ chiếu; dưới tuổi đó, người giám hộ hợp pháp đăng ký và chịu trách nhiệm.',
          'Khi chưa xác thực email, bạn theo dõi được một số ít chủ đề, tác giả và loạt bài; bình luận và đặt vé cần email đã xác thực.',
          'Bạn có thể tải về hoặc xoá dữ liệu tài khoản bất cứ lúc nào trong trang thông tin tài khoản.',
        ],
      },
      {
        heading: 'Bình luận',
        items: [
          'Bình luận là văn bản của bạn, đứng tên bạn. Hãy tôn trọng người khác: không xúc phạm, thù ghét, quấy rối, quảng cáo hay đăng thông tin cá nhân của người khác.',
          'Bình luận đầu tiên của bạn, và bình luận có từ ngữ bị cấm, chờ biên tập viên duyệt. Tòa soạn có thể ẩn bình luận vi phạm và khoá quyền bình luận của tài khoản tái phạm.',
        ],
      },
      {
        heading: 'Nội dung trên trang',
        paragraphs: [
          'Bài viết, ảnh, podcast và video thuộc về Tạp Chí hoặc tác giả của chúng. Bạn được chia sẻ đường dẫn và trích dẫn ngắn có ghi nguồn; đăng lại toàn văn cần sự đồng ý bằng văn bản của tòa soạn.',
          'Bài của người viết cộng đồng được đăng theo Nguyên tắc biên tập; người viết giữ quyền tác giả và đồng ý để Tạp Chí đăng, biên tập và chuyển ngữ bài.',
        ],
      },
      {
        heading: 'Sự kiện, vé và bình chọn',
        items: [
          'Vé được đặt trên trang của sự kiện và thanh toán tại cổng vào; mỗi lần đặt tối đa 10 vé một loại. Bạn huỷ được vé của mình cho tới khi sự kiện kết thúc.',
          'Mỗi thành viên có một phiếu bình chọn cho mỗi sự kiện, đổi được cho tới khi sự kiện kết thúc.',
        ],
      },
      {
        heading: 'Email và khảo sát',
        paragraphs: [
          'Bản tin hằng tuần và email gợi ý chỉ gửi khi bạn chọn nhận, và tắt được trong phần cài đặt email hoặc bằng liên kết trong mỗi thư. Khảo sát bạn đọc là tự nguyện.',
        ],
      },
      {
        heading: 'Thay đổi điều khoản',
        paragraphs: [
          'Khi điều khoản thay đổi, bản mới được đăng tại trang này. Dữ liệu cá nhân được xử lý như Chính sách bảo mật mô tả.',
        ],
        links: [
          { label: 'Chính sách bảo mật', href: '/privacy-policy' },
          { label: 'Nguyên tắc biên tập', href: '/editorial-guideline' },
          { label: 'Liên hệ', href: '/contact' },
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    description:
      'What you agree to when you become a Tạp Chí member, by email, Google or Facebook, and when you use the features for members.',
    sections: [
      {
        heading: 'Your account',
        items: [
          'One account per person, with your own email address. Keep your password to yourself; whatever is done from your account counts as yours.',
          'Identity information, if you give it, must match your documents. The minimum age is 14, with an official ID or passport; below that, a legal guardian registers and is responsible.',
          'Until your email is verified you can follow a few topics, authors and series; commenting and reserving tickets need a verified email.',
          'You can download or delete your account data at any time from your profile.',
        ],
      },
      {
        heading: 'Comments',
        items: [
          'A comment is your text, under your name. Respect others: no insults, hate, harassment, advertising or other people’s personal data.',
          'Your first comment, and a comment with a banned word, waits for an editor. The newsroom may hide comments that break these rules and stop a repeat offender from commenting.',
        ],
      },
      {
        heading: 'Content on the site',
        paragraphs: [
          'Articles, photos, podcasts and videos belong to Tạp Chí or their authors. You may share links and short quotes with the source named; republishing a full piece needs the newsroom’s written consent.',
          'Pieces by community writers are published under our Editorial guideline; the writer keeps the copyright and allows Tạp Chí to publish, edit and translate the piece.',
        ],
      },
      {
        heading: 'Events, tickets and votes',
        items: [
          'Tickets are reserved on the event’s page and paid at the gate, up to 10 of a type at a time. You can cancel your own tickets until the event ends.',
          'Each member has one vote per event, which can be changed until the event ends.',
        ],
      },
      {
        heading: 'Email and surveys',
        paragraphs: [
          'The weekly newsletter and the suggestion emails come only if you choose them, and can be turned off in your email settings or from the link in every email. Reader surveys are voluntary.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'When these terms change, the new version is published on this page. Personal data is handled as the Privacy policy describes.',
        ],
        links: [
          { label: 'Privacy policy', href: '/privacy-policy' },
          { label: 'Editorial guideline', href: '/editorial-guideline' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
  },
};
