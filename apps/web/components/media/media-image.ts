import type { ImageSet } from '@magazine/contracts';
import { cardImage, type Ratio } from '@/lib/image-source';

/** A media card's `image` prop, spread into its data: left out when the image has no file. */
export function cardImageProp(image: ImageSet, ratio: Ratio, title: string, sizes: string) {
  const source = cardImage(image, ratio, title);
  return source ? { image: { ...source, sizes } } : {};
}
