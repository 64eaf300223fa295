import type { HeadlineTemplate } from './types';

/**
 * Pieces for readers of 18 and over (articles.adult_only): drink and nights out. Drawn only for
 * the adults-only ranks (article-plan.ts), never by the other articles, whose draws stay as they were.
 */
export const ADULT_HEADLINES: HeadlineTemplate[] = [
  {
    topic: 'food',
    title: {
      vi: 'Bia thủ công ở {city}: {n} quán đáng thử',
      en: 'Craft beer in {city}: {n} taprooms worth trying',
    },
    dek: {
      vi: 'Từ IPA đến bia đen, một thế hệ nhà nấu bia mới đang thay đổi cách thành phố nâng ly.',
      en: 'From IPAs to stouts, a new generation of brewers is changing how the city raises a glass.',
    },
  },
  {
    topic: 'music',
    title: {
      vi: 'Sau nửa đêm ở {city}: {n} quán bar cocktail cho người thích nhạc',
      en: 'After midnight in {city}: {n} cocktail bars for music lovers',
    },
    dek: {
      vi: 'Ly cocktail pha chậm, một ban nhạc nhỏ và những cuộc trò chuyện kéo dài đến sáng.',
      en: 'Slowly mixed cocktails, a small band and conversations that run until morning.',
    },
  },
  {
    topic: 'culture',
    title: {
      vi: 'Rượu cần và những đêm lửa trại ở {city}',
      en: 'Rice wine and bonfire nights in {city}',
    },
    dek: {
      vi: 'Bình rượu cần chuyền tay là một nghi thức của cộng đồng, và nó có luật lệ riêng.',
      en: 'Passing the jar of rice wine is a community ritual, and it has rules of its own.',
    },
  },
];
