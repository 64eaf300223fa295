import { defineTopicText as t } from './topic-text-a';
import type { TopicText } from './types';

export const TOPIC_TEXT_B: TopicText[] = [
  t(
    'wellness',
    [
      [
        'Các bác sĩ khuyên nên bắt đầu từ những thay đổi nhỏ, đủ nhỏ để có thể duy trì mỗi ngày.',
        'Doctors advise starting with small changes, small enough to keep up every day.',
      ],
      [
        'Giấc ngủ đủ và đều đặn ảnh hưởng đến tâm trạng nhiều hơn chúng ta thường nghĩ.',
        'Regular, sufficient sleep affects our mood more than we usually think.',
      ],
      [
        'Một bữa sáng đơn giản với nhiều rau xanh giúp cơ thể tỉnh táo suốt buổi làm việc.',
        'A simple breakfast with plenty of greens keeps the body alert through the working morning.',
      ],
      [
        'Lắng nghe cơ thể là kỹ năng cần được luyện tập, giống như bất kỳ kỹ năng nào khác.',
        'Listening to your body is a skill that takes practice, like any other.',
      ],
      [
        'Đi bộ ba mươi phút mỗi ngày là một trong những cách rẻ nhất để chăm sóc tim mạch.',
        'Walking for thirty minutes a day is one of the cheapest ways to look after your heart.',
      ],
      [
        'Sức khoẻ tinh thần cũng cần được quan tâm như sức khoẻ thể chất.',
        'Mental health deserves as much care as physical health.',
      ],
    ],
    [
      ['Chuyên gia nói gì', 'What the experts say'],
      ['Bắt đầu từ đâu', 'Where to begin'],
      ['Duy trì lâu dài', 'Making it last'],
    ],
  ),
  t(
    'careers',
    [
      [
        'Ngày làm việc thường bắt đầu từ rất sớm, trước khi thành phố kịp thức giấc.',
        'The working day often starts very early, before the city has woken up.',
      ],
      [
        'Điều khó nhất của nghề không nằm ở chuyên môn mà ở việc giữ được sự bình tĩnh dưới áp lực.',
        'The hardest part of the job is not the technical side but staying calm under pressure.',
      ],
      [
        'Nhiều người trẻ chọn nghề vì đam mê, rồi ở lại vì những con người họ gặp trên đường.',
        'Many young people choose the job out of passion, then stay for the people they meet along the way.',
      ],
      [
        'Học hỏi từ người đi trước giúp rút ngắn nhiều năm mò mẫm.',
        'Learning from those who came before saves years of fumbling.',
      ],
      [
        'Mức thu nhập không phải lúc nào cũng tương xứng, nhưng sự hài lòng thì khó đo đếm.',
        "The pay doesn't always match the effort, but satisfaction is hard to measure.",
      ],
      [
        'Đổi nghề ở tuổi trưởng thành đòi hỏi can đảm, nhưng cũng mang lại góc nhìn mà người trẻ chưa có.',
        "Changing careers later in life takes courage, but it also brings a perspective younger people don't yet have.",
      ],
    ],
    [
      ['Một ngày bắt đầu thế nào', 'How the day begins'],
      ['Những điều không ai dạy', 'What nobody teaches you'],
      ['Lời khuyên cho người mới', 'Advice for newcomers'],
    ],
  ),
  t(
    'arts',
    [
      [
        'Xưởng làm việc nhỏ và chật, nhưng mỗi góc đều là một tác phẩm đang dở dang.',
        'The workshop is small and cramped, but every corner holds a piece in progress.',
      ],
      [
        'Nghệ nhân mất nhiều năm mới thuần thục được một kỹ thuật tưởng chừng đơn giản.',
        'It took the artisan years to master a technique that looks deceptively simple.',
      ],
      [
        'Chất liệu truyền thống khi đặt vào bối cảnh mới bỗng trở nên lạ lẫm và cuốn hút.',
        'Traditional materials, placed in a new context, suddenly feel strange and captivating.',
      ],
      [
        'Người xem được khuyến khích chạm vào, đi quanh và tự tìm câu chuyện của riêng mình.',
        'Visitors are encouraged to touch, walk around and find their own story.',
      ],
      [
        'Nghệ thuật không nhất thiết phải ở trong bảo tàng; nó có thể nằm ngay trên bức tường đầu ngõ.',
        "Art doesn't have to live in a museum; it can be on the wall at the end of the lane.",
      ],
      [
        'Thế hệ trẻ đang tìm lại những làng nghề cũ, không phải vì hoài niệm mà vì cảm hứng.',
        'A younger generation is rediscovering old craft villages, not out of nostalgia but for inspiration.',
      ],
    ],
    [
      ['Bên trong xưởng', 'Inside the workshop'],
      ['Từ truyền thống đến đương đại', 'From tradition to the contemporary'],
      ['Người nối nghề', 'Who carries it on'],
    ],
  ),
  t(
    'music',
    [
      [
        'Căn phòng chỉ đủ cho vài chục khán giả, và ai cũng nghe rõ từng hơi thở của người hát.',
        'The room holds only a few dozen people, and everyone can hear the singer breathe.',
      ],
      [
        'Những bài hát cũ được phối lại với nhạc cụ mới, nghe vừa quen vừa lạ.',
        'Old songs are rearranged with new instruments, sounding both familiar and new.',
      ],
      [
        'Nhiều nghệ sĩ độc lập tự sản xuất album trong phòng ngủ và phát hành trên mạng.',
        'Many independent artists produce albums in their bedrooms and release them online.',
      ],
      [
        'Âm nhạc sống mang lại thứ cảm xúc mà không bản thu âm nào có thể thay thế.',
        'Live music delivers a feeling no recording can replace.',
      ],
      [
        'Khán giả trẻ tìm đến những dòng nhạc cũ qua các danh sách phát trên nền tảng số.',
        'Young listeners are discovering older styles through streaming playlists.',
      ],
      [
        'Sau mỗi đêm diễn, người hát và người nghe thường nán lại trò chuyện rất lâu.',
        'After each show, performers and audience often linger for a long time to talk.',
      ],
    ],
    [
      ['Đêm nhạc bắt đầu', 'The night begins'],
      ['Giai điệu cũ, cách nghe mới', 'Old melodies, new ways of listening'],
      ['Sau khi đèn tắt', 'After the lights go down'],
    ],
  ),
  t(
    'fashion',
    [
      [
        'Nhà thiết kế chọn chất liệu tự nhiên, được dệt thủ công bởi các hợp tác xã địa phương.',
        'The designer chooses natural fabrics, hand-woven by local cooperatives.',
      ],
      [
        'Đường cắt đơn giản giúp trang phục dễ mặc trong nhiều hoàn cảnh khác nhau.',
        'Simple cuts make the clothes easy to wear in many different settings.',
      ],
      [
        'Người trẻ ngày càng quan tâm đến nguồn gốc của món đồ họ mặc trên người.',
        'Young people care more and more about where their clothes come from.',
      ],
      [
        'Một chiếc áo được chăm sóc đúng cách có thể theo chủ nhân nhiều năm liền.',
        'A garment that is properly cared for can last its owner for many years.',
      ],
      [
        'Hoạ tiết truyền thống được giản lược để hợp với nhịp sống đô thị.',
        'Traditional patterns are pared back to suit city life.',
      ],
      [
        'Thời trang là cách để kể câu chuyện về bản thân mà không cần nói một lời.',
        'Fashion is a way of telling your own story without saying a word.',
      ],
    ],
    [
      ['Chất liệu là khởi đầu', 'It starts with the fabric'],
      ['Cách phối đồ', 'How to wear it'],
      ['Phong cách riêng', "A style of one's own"],
    ],
  ),
  t(
    'environment',
    [
      [
        'Mỗi ngày, thành phố thải ra hàng nghìn tấn rác, trong đó phần lớn là nhựa dùng một lần.',
        'Every day the city produces thousands of tonnes of waste, much of it single-use plastic.',
      ],
      [
        'Những nhóm tình nguyện nhỏ đang làm được những việc mà nhiều chương trình lớn chưa làm được.',
        'Small volunteer groups are achieving what many large programmes have not.',
      ],
      [
        'Rừng ngập mặn là lá chắn tự nhiên giúp bảo vệ bờ biển trước bão và triều cường.',
        'Mangroves are a natural shield that protects the coast from storms and high tides.',
      ],
      [
        'Mang theo túi vải và bình nước riêng là thói quen đơn giản nhưng có sức lan toả.',
        'Carrying your own cloth bag and water bottle is a simple habit that catches on.',
      ],
      [
        'Người dân ven biển là những người cảm nhận rõ nhất sự thay đổi của khí hậu.',
        'People living along the coast are the first to feel the climate changing.',
      ],
      [
        'Du lịch có trách nhiệm bắt đầu từ việc tôn trọng nhịp sống và thiên nhiên nơi mình đến.',
        'Responsible travel starts with respecting the rhythms and nature of the places you visit.',
      ],
    ],
    [
      ['Con số biết nói', 'What the numbers say'],
      ['Những người tiên phong', 'The pioneers'],
      ['Bạn có thể làm gì', 'What you can do'],
    ],
  ),
  t(
    'education',
    [
      [
        'Lớp học không chỉ là nơi truyền đạt kiến thức mà còn là nơi các em học cách đặt câu hỏi.',
        'A classroom is not only where knowledge is passed on but where children learn to ask questions.',
      ],
      [
        'Giáo viên trẻ mạnh dạn thay bài giảng dài bằng những dự án nhỏ theo nhóm.',
        'Young teachers are boldly replacing long lectures with small group projects.',
      ],
      [
        'Phụ huynh ngày càng quan tâm đến kỹ năng sống bên cạnh điểm số.',
        'Parents increasingly care about life skills as well as grades.',
      ],
      [
        'Học một điều mới sau tuổi ba mươi không khó như nhiều người vẫn nghĩ.',
        'Learning something new after thirty is not as hard as many people think.',
      ],
      [
        'Những lớp học miễn phí do tình nguyện viên đứng lớp đã giúp nhiều em không phải bỏ học.',
        'Free classes run by volunteers have kept many children from dropping out.',
      ],
      [
        'Sự tò mò, nếu được nuôi dưỡng đúng cách, sẽ theo các em suốt cuộc đời.',
        'Curiosity, if nurtured well, stays with children for life.',
      ],
    ],
    [
      ['Trong lớp học', 'Inside the classroom'],
      ['Phụ huynh nghĩ gì', 'What parents think'],
      ['Học để làm gì', 'What learning is for'],
    ],
  ),
];
