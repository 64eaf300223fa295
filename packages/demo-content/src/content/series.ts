import type { Bilingual, TopicKey } from './types';

export interface SeriesDef {
  topic: TopicKey;
  title: Bilingual;
  description: Bilingual;
}

export const SERIES: SeriesDef[] = [
  {
    topic: 'food',
    title: { vi: 'Hương vị ba miền', en: 'Flavours of Three Regions' },
    description: {
      vi: 'Hành trình khám phá những món ăn làm nên bản sắc của Bắc, Trung, Nam.',
      en: 'A journey through the dishes that define the north, the centre and the south.',
    },
  },
  {
    topic: 'arts',
    title: { vi: 'Người giữ nghề', en: 'Keepers of the Craft' },
    description: {
      vi: 'Chân dung những nghệ nhân đang lặng lẽ giữ gìn các nghề truyền thống.',
      en: 'Portraits of the artisans quietly keeping traditional crafts alive.',
    },
  },
  {
    topic: 'careers',
    title: { vi: 'Một ngày làm nghề', en: 'A Day on the Job' },
    description: {
      vi: 'Theo chân người lao động ở nhiều ngành nghề trong trọn một ngày làm việc.',
      en: 'Following people from all walks of working life through a full day on the job.',
    },
  },
  {
    topic: 'environment',
    title: { vi: 'Thành phố xanh', en: 'Greener Cities' },
    description: {
      vi: 'Những sáng kiến nhỏ giúp các đô thị Việt Nam sống xanh hơn.',
      en: "Small initiatives making Vietnam's cities greener.",
    },
  },
  {
    topic: 'lifestyle',
    title: { vi: 'Sống chậm', en: 'Slow Living' },
    description: {
      vi: 'Những ghi chép về cách sống chậm lại giữa nhịp đời hối hả.',
      en: 'Notes on slowing down in a fast-paced world.',
    },
  },
  {
    topic: 'business',
    title: { vi: 'Khởi nghiệp từ con hẻm', en: 'Start-ups from the Alley' },
    description: {
      vi: 'Câu chuyện của những thương hiệu bắt đầu từ quy mô nhỏ nhất.',
      en: 'Stories of brands that started as small as can be.',
    },
  },
];

export const COLLECTIONS: { title: Bilingual; description: Bilingual }[] = [
  {
    title: { vi: 'Đọc chậm cuối tuần', en: 'Slow Reads for the Weekend' },
    description: {
      vi: 'Những bài viết dài, đáng để pha một ấm trà và đọc trọn vẹn.',
      en: 'Longer pieces worth brewing a pot of tea for.',
    },
  },
  {
    title: { vi: 'Được yêu thích nhất', en: 'Reader Favourites' },
    description: {
      vi: 'Những câu chuyện được độc giả đọc và chia sẻ nhiều nhất.',
      en: 'The stories our readers have read and shared the most.',
    },
  },
];
