import { IMAGE_PRESETS, type ImagePreset, type ImageSet, presetsOfRatio } from '@magazine/contracts';

export type Ratio = 'SIX_NINE' | 'THREE_TWO' | 'ONE_ONE';
export type ImageSource = { src: string; srcSet: string; width: number; height: number };

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

/** The largest file of an image, for social cards. */
export function largestImageUrl(image: ImageSet | null | undefined): string | undefined {
  if (!image) return undefined;
  return imageSource(image, 'SIX_NINE')?.srcSet.split(', ').at(-1)?.split(' ')[0];
}
