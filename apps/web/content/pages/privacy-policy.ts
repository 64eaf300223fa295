import type { BilingualPage } from './types';

export const privacyPolicyPage: BilingualPage = {
  vi: {
    title: 'Chính sách bảo mật',
    description: 'Tạp Chí lưu gì về bạn, vì sao, và cách chúng tôi bảo vệ dữ liệu đó.',
    sections: [
      {
        heading: 'Cookie chúng tôi dùng',
        items: [
          'token: mã truy cập và mã người dùng nối bằng "++". Khách chưa đăng nhập chỉ có một mã ngẫu nhiên ("++<mã>") để phân biệt lượt đọc. Cookie chỉ máy chủ đọc được (HttpOnly), lưu tối đa 6065 ngày.',
          'web_custom_islogin: ghi nhớ bạn đã đăng nhập để hiển thị menu thành viên.',
          'user_id: mã thành viên, để tải bài đã lưu và nội dung bạn theo dõi.',
          'firstLogin: đánh dấu lần đăng nhập đầu tiên bằng mạng xã hội, để hiện lời chào một lần.',
          'VCT_FIRST_VISIT: thời điểm bạn ghé trang lần đầu, lưu 730 ngày, để phân biệt độc giả mới và độc giả quay lại.',
        ],
      },
      {
        heading: 'Số liệu đọc',
        paragraphs: [
          'Chúng tôi ghi lại lượt xem trang (ngôn ngữ, loại trang, tiêu đề, đường dẫn, thiết bị di động hay máy tính), lượt đọc bài (mã bài, thời điểm, múi giờ), độ sâu cuộn trang, thời gian trên trang và các lượt bấm vào bài, podcast, video hay tác giả. Số liệu này dùng để đếm lượt xem và biết nội dung nào được đọc; chúng tôi không bán nó.',
          'Khi trang gặp lỗi, một báo cáo lỗi được gửi về để chúng tôi sửa.',
        ],
      },
      {
        heading: 'Tài khoản thành viên',
        items: [
          'Email, ngôn ngữ và lựa chọn nhận bản tin. Mật khẩu chỉ được lưu dưới dạng băm argon2id; mã đăng nhập, mã xác minh và mã đặt lại mật khẩu được lưu dưới dạng băm SHA-256.',
          'Khi đăng ký có thông tin định danh (họ tên, ngày sinh, số, ngày và nơi cấp giấy tờ, ảnh hai mặt), ảnh giấy tờ được lưu ngoài mọi thư mục công khai và chỉ nhân sự được phân quyền mới xem được.',
          'Tuổi tối thiểu là 14, với giấy tờ tùy thân hoặc hộ chiếu; dưới tuổi đó, người giám hộ hợp pháp đăng ký và chịu trách nhiệm.',
        ],
      },
      {
        heading: 'Email',
        paragraphs: [
          'Nếu bạn đăng ký, bản tin hằng tuần gửi vào sáng thứ Ba và email gợi ý bài đọc vào sáng thứ Hai và thứ Năm. Bạn có thể tắt chúng trong phần cài đặt email.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description: 'What Tạp Chí keeps about you, why, and how we protect it.',
    sections: [
      {
        heading: 'Cookies we use',
        items: [
          'token: your access token and user key joined by "++". A visitor who is not logged in only has a random key ("++<key>") so that reads can be told apart. Only the server can read it (HttpOnly); it lasts up to 6065 days.',
          'web_custom_islogin: remembers that you are logged in, to show the member menus.',
          'user_id: your member id, to load your bookmarks and what you follow.',
          'firstLogin: marks the first login through a social network, to show a one-time welcome.',
          'VCT_FIRST_VISIT: when you first visited, kept for 730 days, to tell new readers from returning ones.',
        ],
      },
      {
        heading: 'Reading statistics',
        paragraphs: [
          'We record page visits (language, page type, title, path, mobile or desktop), article views (article id, time, time zone), scroll depth, time on page and clicks on articles, podcasts, videos and authors. We use them to count views and learn what is read; we do not sell them.',
          'When a page fails, an error report is sent to us so that we can fix it.',
        ],
      },
      {
        heading: 'Member accounts',
        items: [
          'Email, language and newsletter choice. Passwords are stored only as argon2id hashes; login, verification and password-reset tokens are stored as SHA-256 hashes.',
          'Registration may include identity details (full name, date of birth, ID number, issue date and place, photos of both sides). ID photos are kept outside any public folder and only authorised staff can see them.',
          'The minimum age is 14, with an official ID or passport; below that, a legal guardian registers and is responsible.',
        ],
      },
      {
        heading: 'Email',
        paragraphs: [
          'If you subscribe, the weekly newsletter goes out on Tuesday mornings and reading suggestions on Monday and Thursday mornings. You can turn them off in your email settings.',
        ],
      },
    ],
  },
};
