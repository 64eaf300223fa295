import type { ImageSet } from '@magazine/contracts';
import { imageSource, type Ratio } from '@/lib/image-source';
import { ResponsiveImg } from './responsive-img';

type Props = {
  image: ImageSet;
  ratio: Ratio;
  /** the `sizes` attribute: how wide the image is drawn at each viewport */
  sizes: string;
  /** the page's largest image above the fold (see ResponsiveImg) */
  priority?: boolean;
  className?: string;
  alt?: string;
};

/** An image of the magazine at the widths its presets of `ratio` have (another ratio's if it lacks them). */
export function ResponsiveImage({ image, ratio, sizes, priority = false, className, alt }: Props) {
  const source = imageSource(image, ratio);
  if (!source) return null;
  return (
    <ResponsiveImg
      source={source}
      alt={alt ?? image.alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
