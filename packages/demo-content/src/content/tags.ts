import type { Bilingual, TopicKey } from './types';

/** A tag exists once per language; `topic` and `city` say which articles it suits. */
export interface TagDef extends Bilingual {
  topic?: TopicKey;
  city?: string;
}

const topicTags = (topic: TopicKey, list: [string, string][]): TagDef[] =>
  list.map(([vi, en]) => ({ vi, en, topic }));

export const TAGS: TagDef[] = [
  ...topicTags('culture', [
    ['Tết', 'Tet'],
    ['lễ hội', 'festivals'],
    ['phong tục', 'traditions'],
  ]),
  ...topicTags('food', [
    ['cà phê', 'coffee'],
    ['ẩm thực đường phố', 'street food'],
    ['món ngon', 'good eats'],
    ['công thức', 'recipes'],
  ]),
  ...topicTags('travel', [
    ['du lịch bụi', 'backpacking'],
    ['homestay', 'homestays'],
    ['đi chậm', 'slow travel'],
  ]),
  ...topicTags('lifestyle', [
    ['sống chậm', 'slow living'],
    ['tối giản', 'minimalism'],
    ['thói quen', 'habits'],
  ]),
  ...topicTags('business', [
    ['khởi nghiệp', 'startups'],
    ['thương hiệu', 'brands'],
    ['doanh nghiệp gia đình', 'family business'],
  ]),
  ...topicTags('tech', [
    ['trí tuệ nhân tạo', 'AI'],
    ['chuyển đổi số', 'digital transformation'],
    ['ứng dụng', 'apps'],
  ]),
  ...topicTags('wellness', [
    ['giấc ngủ', 'sleep'],
    ['chạy bộ', 'running'],
    ['sức khoẻ tinh thần', 'mental health'],
  ]),
  ...topicTags('careers', [
    ['việc làm', 'jobs'],
    ['đổi nghề', 'career change'],
    ['kỹ năng mềm', 'soft skills'],
  ]),
  ...topicTags('arts', [
    ['triển lãm', 'exhibitions'],
    ['làng nghề', 'craft villages'],
    ['nhiếp ảnh', 'photography'],
  ]),
  ...topicTags('music', [
    ['nhạc sống', 'live music'],
    ['nghệ sĩ độc lập', 'indie artists'],
    ['nhạc truyền thống', 'traditional music'],
  ]),
  ...topicTags('fashion', [
    ['thời trang bền vững', 'sustainable fashion'],
    ['nhà thiết kế trẻ', 'young designers'],
    ['áo dài', 'ao dai'],
  ]),
  ...topicTags('environment', [
    ['rác thải nhựa', 'plastic waste'],
    ['biến đổi khí hậu', 'climate change'],
    ['sống xanh', 'green living'],
  ]),
  ...topicTags('education', [
    ['tự học', 'self-study'],
    ['giáo viên', 'teachers'],
    ['học sinh', 'students'],
  ]),
  ...(
    [
      ['Sài Gòn', 'Saigon'],
      ['Hà Nội', 'Hanoi'],
      ['Đà Nẵng', 'Da Nang'],
      ['Huế', 'Hue'],
      ['Hội An', 'Hoi An'],
      ['Đà Lạt', 'Da Lat'],
      ['Cần Thơ', 'Can Tho'],
      ['Phú Quốc', 'Phu Quoc'],
    ] as [string, string][]
  ).map(([vi, en]): TagDef => ({ vi, en, city: vi })),
  { vi: 'người trẻ', en: 'young people' },
  { vi: 'cuối tuần', en: 'weekend' },
];
