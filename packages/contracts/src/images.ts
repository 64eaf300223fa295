import { z } from 'zod';
import { IMAGE_PRESET_NAMES, type ImagePreset } from './image-presets';

export const ImagePresetName = z.enum(IMAGE_PRESET_NAMES as [ImagePreset, ...ImagePreset[]]);

export const ImageSet = z.object({
  alt: z.string(),
  sizes: z.partialRecord(ImagePresetName, z.string()),
});
export type ImageSet = z.infer<typeof ImageSet>;
