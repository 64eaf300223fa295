import { type ArticleDetail, IMAGE_PRESET_NAMES, type ImageSet } from '@magazine/contracts';

export function image(name: string, alt = name): ImageSet {
  const sizes: ImageSet['sizes'] = {};
  for (const preset of IMAGE_PRESET_NAMES) sizes[preset] = `/media/test/${name}/${preset}.webp`;
  return { alt, sizes };
}

/** A Vietnamese article with a translation, every kind of block and text that needs escaping. */
export function sampleArticle(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    _id: '0190a6f0-0000-7000-8000-000000000001',
    slug: 'pho-ha-noi',
    language: 'vi',
    path: '/pho-ha-noi',
    title: 'Phở Hà Nội <script>alert("x")</script> & bạn',
    excerpt: 'Một bát phở "đúng vị" giữa phố cổ',
    images: image('cover', 'Bát phở'),
    topic: { _id: '0190a6f0-0000-7000-8000-000000000002', slug: 'am-thuc', name: 'Ẩm thực' },
    authors: [
      {
        _id: '0190a6f0-0000-7000-8000-000000000003',
        slug: 'nguyen-van-a',
        name: 'Nguyễn Văn A',
        avatar: null,
      },
    ],
    series: null,
    vertical: 'food',
    publishedAt: '2026-11-20T08:00:00.000Z',
    viewCount: 10,
    readingTimeMinutes: 4,
    isPinned: false,
    isEditorPick: false,
    openPublishing: false,
    tags: [{ _id: '0190a6f0-0000-7000-8000-000000000004', slug: 'pho', name: 'Phở' }],
    seo: { title: 'Phở Hà Nội', description: 'Mô tả SEO', image: image('seo', 'Ảnh SEO') },
    url_meta: {
      path: '/pho-ha-noi',
      canonical: 'http://api-side.test/pho-ha-noi',
      alternates: { vi: '/pho-ha-noi', en: '/en/hanoi-pho' },
    },
    isRedirect: false,
    redirectTo: null,
    adultOnly: false,
    translation: { language: 'en', slug: 'hanoi-pho', path: '/en/hanoi-pho', openPublishing: false },
    content: [
      { type: 'heading', level: 2, text: 'Mở đầu <b>', anchor: 'mo-dau' },
      { type: 'paragraph', text: 'Nước dùng </p><script>x()</script> trong.' },
      { type: 'image', image: image('body', 'Quán "phở"'), caption: 'Quán & khách' },
      { type: 'quote', text: 'Phở là <em>thơ</em>', cite: 'Thạch Lam' },
      { type: 'list', ordered: true, items: ['Bánh', 'Thịt <bò>'] },
    ],
    ...overrides,
  };
}
