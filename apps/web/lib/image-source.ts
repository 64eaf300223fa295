import { IMAGE_PRESETS, type ImagePreset, type ImageSet, presetsOfRatio } from '@magazine/contracts';

export type Ratio = 'SIX_NINE' | 'THREE_TWO' | 'ONE_ONE';
export type ImageSource = { src: string; srcSet: string; width: number; height: number };

/**
 * An image as a card island's props carry it (components/article/card-view.tsx,
 * components/media/media-card-view.tsx): ImageSource without `src`, which ResponsiveImg takes from
 * the srcset's first file, and `alt` only where it is not the card's title. Each card's props are
 * bytes of the page's RSC payload.
 */
export type CardImage = Omit<ImageSource, 'src'> & { alt?: string };

const RATIOS: Ratio[] = ['SIX_NINE', 'THREE_TWO', 'ONE_ONE'];

function sourceOf(image: ImageSet, presets: ImagePreset[]): ImageSource | null {
  const present = presets.filter((preset) => image.sizes[preset]);
  const smallest = present[0];
  const largest = present[present.length - 1];
  if (!smallest || !largest) return null;
  return {
    src: image.sizes[smallest]!,
    srcSet: present.map((preset) => `${image.sizes[preset]} ${IMAGE_PRESETS[preset].width}w`).join(', '),
    // The intrinsic size of the largest file, so the box keeps its ratio before loading.
    width: IMAGE_PRESETS[largest].width,
    height: IMAGE_PRESETS[largest].height,
  };
}

/** src/srcset from the presets of one ratio; another ratio when the image lacks that one. */
export function imageSource(image: ImageSet, ratio: Ratio): ImageSource | null {
  for (const candidate of [ratio, ...RATIOS.filter((r) => r !== ratio)]) {
    const source = sourceOf(image, presetsOfRatio(candidate));
    if (source) return source;
  }
  return null;
}

/** `image` at `ratio` as a card carries it (CardImage), titled `title`; undefined without a file. */
export function cardImage(image: ImageSet, ratio: Ratio, title: string): CardImage | undefined {
  const source = imageSource(image, ratio);
  if (!source) return undefined;
  const { srcSet, width, height } = source;
  return { srcSet, width, height, ...(image.alt !== title && { alt: image.alt }) };
}

/** The largest file of an image, for social cards. */
export function largestImageUrl(image: ImageSet | null | undefined): string | undefined {
  if (!image) return undefined;
  return imageSource(image, 'SIX_NINE')?.srcSet.split(', ').at(-1)?.split(' ')[0];
}
