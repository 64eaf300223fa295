import type { Bilingual, TopicKey, TopicText } from './types';

export function defineTopicText(
  topic: TopicKey,
  sentences: [string, string][],
  headings: [string, string][],
): TopicText {
  const toPair = ([vi, en]: [string, string]): Bilingual => ({ vi, en });
  return { topic, sentences: sentences.map(toPair), headings: headings.map(toPair) };
}

const t = defineTopicText;

export const TOPIC_TEXT_A: TopicText[] = [
  t(
    'culture',
    [
      [
        'Nhiều phong tục tưởng như đã cũ vẫn được giữ gìn một cách lặng lẽ trong từng gia đình.',
        'Many customs that seem old-fashioned are still kept quietly within families.',
      ],
      [
        'Người lớn tuổi thường là những người nhớ rõ nhất các nghi lễ, từ cách bày mâm cỗ đến thứ tự thắp hương.',
        'Older relatives are usually the ones who remember the rituals best, from how to lay out the offerings to the order in which incense is lit.',
      ],
      [
        'Với người trẻ, truyền thống không còn là điều bắt buộc mà là một lựa chọn có ý thức.',
        'For young people, tradition is no longer an obligation but a conscious choice.',
      ],
      [
        'Những câu chuyện kể bên mâm cơm chiều vẫn là cách văn hoá được truyền lại hiệu quả nhất.',
        'Stories told over the evening meal remain the most effective way culture is passed on.',
      ],
      [
        'Mỗi vùng miền có cách đón lễ riêng, và chính sự khác biệt ấy làm nên nét đẹp chung.',
        'Every region celebrates in its own way, and those differences are exactly what make the whole so rich.',
      ],
      [
        'Khi thành phố thay đổi từng ngày, những nếp sinh hoạt cũ trở thành điểm tựa cho nhiều người.',
        'As the city changes by the day, old routines become an anchor for many people.',
      ],
    ],
    [
      ['Những nếp nhà còn lại', 'The family traditions that remain'],
      ['Khi người trẻ lên tiếng', 'When the young speak up'],
      ['Giữ lại hay buông bỏ?', 'Keep it or let it go?'],
    ],
  ),
  t(
    'food',
    [
      [
        'Nước dùng được ninh từ lúc trời còn chưa sáng, và chủ quán không bao giờ bỏ qua bước này.',
        'The broth is simmered before dawn, and the owner never skips this step.',
      ],
      [
        'Rau thơm phải được hái trong ngày, nếu không món ăn sẽ mất đi một nửa hương vị.',
        'The herbs have to be picked the same day, or the dish loses half its flavour.',
      ],
      [
        'Thực khách ở đây phần lớn là khách quen, có người đã ăn ở quán hơn hai mươi năm.',
        'Most of the diners are regulars; some have been eating here for more than twenty years.',
      ],
      [
        'Bí quyết không nằm ở công thức mà ở sự kiên nhẫn của người nấu.',
        "The secret lies not in the recipe but in the cook's patience.",
      ],
      [
        'Một bữa ăn ngon ở vỉa hè đôi khi chỉ tốn bằng một ly cà phê ở trung tâm thương mại.',
        'A good meal on the pavement sometimes costs no more than a coffee at a shopping mall.',
      ],
      [
        'Mùi thơm của than hồng và khói bếp là thứ giữ chân khách từ đầu con hẻm.',
        'The smell of glowing charcoal and kitchen smoke is what draws people in from the mouth of the alley.',
      ],
    ],
    [
      ['Bắt đầu từ nồi nước dùng', 'It starts with the broth'],
      ['Hương vị của ký ức', 'The taste of memory'],
      ['Ăn ở đâu, gọi món gì', 'Where to eat, what to order'],
    ],
  ),
  t(
    'travel',
    [
      [
        'Con đường dẫn vào làng quanh co nhưng cảnh vật hai bên khiến ai cũng muốn đi chậm lại.',
        'The road into the village winds, but the scenery on both sides makes everyone want to slow down.',
      ],
      [
        'Nên khởi hành từ sáng sớm để tránh nắng gắt và đón ánh sáng đẹp nhất trong ngày.',
        'Set off early to avoid the harsh sun and catch the best light of the day.',
      ],
      [
        'Người dân địa phương luôn sẵn lòng chỉ đường, đôi khi còn mời khách một chén trà.',
        'Locals are always happy to point the way, and sometimes offer you a cup of tea.',
      ],
      [
        'Mùa mưa mang đến một vẻ đẹp khác, ít người biết đến nhưng rất đáng để trải nghiệm.',
        'The rainy season brings a different kind of beauty, little known but well worth experiencing.',
      ],
      [
        'Một homestay nhỏ do gia đình tự quản lý thường cho bạn nhiều câu chuyện hơn một khách sạn lớn.',
        'A small family-run homestay usually gives you more stories than a big hotel.',
      ],
      [
        'Đừng cố đi hết mọi nơi; hãy dành thời gian ngồi lại và quan sát nhịp sống xung quanh.',
        "Don't try to see everything; take time to sit and watch the life around you.",
      ],
    ],
    [
      ['Đi lúc nào, ở đâu', 'When to go, where to stay'],
      ['Những điều không có trong sách hướng dẫn', 'What the guidebooks leave out'],
      ['Chặng đường cuối cùng', 'The final stretch'],
    ],
  ),
  t(
    'lifestyle',
    [
      [
        'Tuần đầu tiên luôn là khó nhất, khi thói quen cũ vẫn còn níu kéo.',
        'The first week is always the hardest, while old habits still pull at you.',
      ],
      [
        'Điều thay đổi rõ rệt nhất không phải là thời gian biểu mà là cảm giác làm chủ một ngày của mình.',
        'The most noticeable change was not my schedule but the feeling of owning my day.',
      ],
      [
        'Một góc nhà gọn gàng có thể khiến tâm trí nhẹ nhõm hơn nhiều so với chúng ta tưởng.',
        'A tidy corner of the home can lighten the mind far more than we imagine.',
      ],
      [
        'Không ai hoàn hảo, và bỏ lỡ một ngày cũng không có nghĩa là thất bại.',
        "Nobody is perfect, and missing a day doesn't mean you've failed.",
      ],
      [
        'Bạn bè xung quanh ban đầu tỏ ra nghi ngờ, nhưng rồi vài người cũng bắt đầu thử theo.',
        'Friends were sceptical at first, but a few of them eventually started trying it too.',
      ],
      [
        'Sống chậm không có nghĩa là làm ít đi, mà là làm mọi việc với sự chú tâm hơn.',
        "Living slowly doesn't mean doing less; it means doing things with more attention.",
      ],
    ],
    [
      ['Những ngày đầu', 'The first few days'],
      ['Điều tôi không ngờ tới', "What I didn't expect"],
      ['Có nên thử không?', 'Should you try it?'],
    ],
  ),
  t(
    'business',
    [
      [
        'Vốn ban đầu chỉ đủ thuê một mặt bằng nhỏ và mua vài món thiết bị cũ.',
        'The starting capital was only enough to rent a small space and buy some second-hand equipment.',
      ],
      [
        'Năm đầu tiên gần như không có lãi, nhưng lượng khách quay lại tăng đều mỗi tháng.',
        'The first year made almost no profit, but the number of returning customers grew every month.',
      ],
      [
        'Người sáng lập tin rằng chất lượng ổn định quan trọng hơn mọi chiến dịch quảng cáo.',
        'The founder believes consistent quality matters more than any advertising campaign.',
      ],
      [
        'Mạng xã hội giúp thương hiệu nhỏ tiếp cận khách hàng mà không cần ngân sách lớn.',
        'Social media lets small brands reach customers without a big budget.',
      ],
      [
        'Khó khăn lớn nhất khi mở rộng là tìm được những người cùng chung tâm huyết.',
        'The biggest challenge in expanding was finding people who shared the same passion.',
      ],
      [
        'Mỗi quyết định tài chính đều được cân nhắc như thể đó là đồng vốn cuối cùng.',
        'Every financial decision was weighed as if it were the last of the money.',
      ],
    ],
    [
      ['Những bước đi đầu tiên', 'The first steps'],
      ['Bài toán mở rộng', 'The problem of growth'],
      ['Bài học rút ra', 'Lessons learned'],
    ],
  ),
  t(
    'tech',
    [
      [
        'Chỉ vài năm trước, rất ít người nghĩ rằng công nghệ này sẽ trở nên phổ biến đến vậy.',
        'Only a few years ago, few people imagined this technology would become so widespread.',
      ],
      [
        'Những người bán hàng lớn tuổi cũng đã quen với việc nhận tiền qua điện thoại.',
        'Even older shopkeepers have grown used to taking payments by phone.',
      ],
      [
        'Tiện lợi là điều ai cũng thấy, nhưng câu hỏi về dữ liệu cá nhân vẫn còn bỏ ngỏ.',
        'The convenience is plain to see, but questions about personal data remain open.',
      ],
      [
        'Các công ty khởi nghiệp trong nước đang cạnh tranh sòng phẳng với những tên tuổi quốc tế.',
        'Local start-ups are competing on equal terms with international names.',
      ],
      [
        'Với người mới, cách tốt nhất là bắt đầu từ một nhu cầu cụ thể thay vì chạy theo xu hướng.',
        'For beginners, the best approach is to start from a concrete need rather than chase trends.',
      ],
      [
        'Công nghệ chỉ thật sự hữu ích khi nó giúp con người có thêm thời gian cho nhau.',
        'Technology is only truly useful when it gives people more time for each other.',
      ],
    ],
    [
      ['Thay đổi từ những điều nhỏ', 'Change in small things'],
      ['Mặt trái ít ai nói đến', 'The downside few mention'],
      ['Điều gì chờ đợi phía trước', 'What lies ahead'],
    ],
  ),
];
