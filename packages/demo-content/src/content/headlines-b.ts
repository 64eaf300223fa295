import { defineHeadline as h } from './headlines-a';
import type { HeadlineTemplate } from './types';

export const HEADLINES_B: HeadlineTemplate[] = [
  h(
    'business',
    [
      'Từ quầy hàng nhỏ đến chuỗi {n} cửa hàng: bài học của một thương hiệu {city}',
      'Người sáng lập chia sẻ những quyết định khó khăn nhất trên chặng đường mở rộng.',
    ],
    [
      'From a tiny stall to {n} shops: lessons from a {city} brand',
      'The founder shares the hardest decisions made along the way.',
    ],
  ),
  h(
    'business',
    [
      'Khởi nghiệp với {dish}: khi món ăn đường phố thành thương hiệu',
      'Giữ được hương vị gốc trong khi mở rộng quy mô là bài toán không dễ.',
    ],
    [
      'Building a business on {dish}: when street food becomes a brand',
      'Keeping the original taste while scaling up is no easy sum.',
    ],
  ),
  h(
    'business',
    [
      '{n} sai lầm thường gặp khi mở quán cà phê ở {city}',
      'Mặt bằng đẹp và đồ uống ngon vẫn chưa đủ để một quán cà phê trụ lại.',
    ],
    [
      '{n} common mistakes when opening a café in {city}',
      "A great location and good drinks still aren't enough for a café to survive.",
    ],
  ),
  h(
    'business',
    [
      'Doanh nghiệp gia đình và bài toán chuyển giao thế hệ',
      'Khi thế hệ thứ hai bước vào, truyền thống và đổi mới phải học cách sống chung.',
    ],
    [
      'Family businesses and the question of who takes over',
      'When the second generation steps in, tradition and change have to learn to share the room.',
    ],
  ),
  h(
    'tech',
    [
      '{tech} đang thay đổi cuộc sống ở {city} như thế nào',
      'Từ chợ truyền thống đến văn phòng, thay đổi diễn ra nhanh hơn chúng ta nghĩ.',
    ],
    [
      '{tech} and the changing face of everyday life in {city}',
      'From traditional markets to offices, the change is happening faster than we think.',
    ],
  ),
  h(
    'tech',
    [
      'Một tuần sống không có {tech}: chuyện gì đã xảy ra?',
      'Thử nghiệm nhỏ giúp chúng tôi nhận ra mình phụ thuộc vào công nghệ đến mức nào.',
    ],
    [
      'A week without {tech}: what happened?',
      'A small experiment that showed how much we rely on technology.',
    ],
  ),
  h(
    'tech',
    [
      '{n} điều cần biết về {tech} trước khi bắt đầu',
      'Hướng dẫn ngắn gọn cho người mới, không thuật ngữ khó hiểu.',
    ],
    ['{n} things to know about {tech} before you start', 'A short guide for beginners, without the jargon.'],
  ),
  h(
    'tech',
    [
      'Những lập trình viên trẻ ở {city} và giấc mơ làm sản phẩm cho thế giới',
      'Họ làm việc từ những căn phòng nhỏ nhưng người dùng ở khắp các châu lục.',
    ],
    [
      'The young coders of {city} building products for the world',
      'They work out of small rooms, but their users are on every continent.',
    ],
  ),
  h(
    'wellness',
    [
      '{habit}: thói quen nhỏ, thay đổi lớn',
      'Các chuyên gia giải thích vì sao những điều đơn giản lại có tác dụng lâu dài.',
    ],
    [
      '{habit}: a small habit with big effects',
      'Experts explain why simple things tend to have lasting effects.',
    ],
  ),
  h(
    'wellness',
    [
      'Ngủ đủ giấc giữa thành phố không bao giờ ngủ',
      'Tiếng xe, ánh đèn và màn hình điện thoại: làm sao để có một đêm yên giấc?',
    ],
    [
      'Getting enough sleep in a city that never does',
      "Traffic, streetlights and phone screens: how do you get a good night's sleep?",
    ],
  ),
  h(
    'wellness',
    [
      '{n} bài tập giãn cơ cho dân văn phòng',
      'Chỉ cần vài phút giữa giờ làm việc để lưng và cổ nhẹ nhõm hơn.',
    ],
    [
      '{n} stretches for people who sit at a desk all day',
      'A few minutes between tasks is all it takes for a lighter back and neck.',
    ],
  ),
  h(
    'wellness',
    [
      'Chạy bộ buổi sáng ở {city}: những cung đường đẹp nhất',
      'Những cung đường chạy đẹp nhất thường bắt đầu trước khi mặt trời mọc.',
    ],
    ['Morning runs in {city}: the best routes', 'The best running routes tend to start before sunrise.'],
  ),
  h(
    'careers',
    [
      'Một ngày làm {profession} ở {city}',
      'Từ sáng sớm đến khuya, công việc này đòi hỏi nhiều hơn những gì người ngoài nhìn thấy.',
    ],
    [
      'A day in the life of {a_profession} in {city}',
      'From early morning to late at night, the job asks for more than outsiders see.',
    ],
  ),
  h(
    'careers',
    [
      'Rời văn phòng để làm {profession} sau {years} năm đi làm',
      'Bỏ lại mức lương ổn định, họ chọn một con đường ít người đi.',
    ],
    [
      'Leaving the office to become {a_profession} after {years} years',
      'Leaving a steady salary behind, they chose a road fewer people take.',
    ],
  ),
  h(
    'careers',
    [
      '{n} kỹ năng mà những {profession} giỏi nhất đều có',
      'Chúng tôi hỏi chuyện những người đi trước để tìm ra điểm chung.',
    ],
    [
      '{n} skills the best {professions} all share',
      'We asked people at the top of their field what they have in common.',
    ],
  ),
  h(
    'careers',
    [
      'Làm {profession} ở tuổi 50: chưa bao giờ là quá muộn',
      'Câu chuyện của những người đổi nghề khi đã ở tuổi trung niên.',
    ],
    [
      "Becoming {a_profession} at 50: it's never too late",
      'Stories of people who changed careers in middle age.',
    ],
  ),
];
