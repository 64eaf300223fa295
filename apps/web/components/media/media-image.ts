import type { ImageSet } from '@magazine/contracts';
import { imageSource, type Ratio } from '@/lib/image-source';
import type { MediaCardData } from './media-card-view';

/** A media card's picture at the widths `ratio`'s presets have (as ResponsiveImage draws it). */
export function mediaImage(image: ImageSet, ratio: Ratio, sizes: string): MediaCardData['image'] {
  const source = imageSource(image, ratio);
  return source && { source, alt: image.alt, sizes };
}
