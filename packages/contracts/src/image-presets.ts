// The SPEC's image size presets as plain values (the browser builds srcsets from them).

/** Image size presets of SPEC §9: `<RATIO>_<width>x<height>`. Every generated image exists in each. */
export const IMAGE_PRESETS = {
  SIX_NINE_375x211: { width: 375, height: 211 },
  SIX_NINE_750x422: { width: 750, height: 422 },
  SIX_NINE_1280x720: { width: 1280, height: 720 },
  THREE_TWO_536x356: { width: 536, height: 356 },
  THREE_TWO_1072x712: { width: 1072, height: 712 },
  ONE_ONE_320x320: { width: 320, height: 320 },
} as const;

export type ImagePreset = keyof typeof IMAGE_PRESETS;
export const IMAGE_PRESET_NAMES = Object.keys(IMAGE_PRESETS) as ImagePreset[];
/** The presets of one aspect ratio, smallest first, for a srcset. */
export function presetsOfRatio(prefix: 'SIX_NINE' | 'THREE_TWO' | 'ONE_ONE'): ImagePreset[] {
  return IMAGE_PRESET_NAMES.filter((name) => name.startsWith(`${prefix}_`)).sort(
    (a, b) => IMAGE_PRESETS[a].width - IMAGE_PRESETS[b].width,
  );
}
