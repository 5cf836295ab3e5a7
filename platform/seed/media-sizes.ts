import type { MediaOption, MediaSizeName } from "../contract";

/**
 * The named media sizes (SPEC section 3). MediumSize is the default size and the SPEC does
 * not give its dimensions: 600x400 is our choice.
 */
export const MEDIA_SIZES: readonly { id: number; key: MediaSizeName; width: number; height: number }[] = [
  { id: 1, key: "ThumbnailSize", width: 50, height: 50 },
  { id: 2, key: "PortraitSize", width: 768, height: 1024 },
  { id: 3, key: "LargeSize", width: 926, height: 926 },
  { id: 4, key: "FullHDSize", width: 1920, height: 1080 },
  { id: 5, key: "MediumSize", width: 600, height: 400 },
];

/** A photo's original is Full HD. */
export const ORIGINAL_SIZE = { width: 1920, height: 1080 };

/** The sizes as a domain's `extra.mediaOptions`. */
export function mediaOptions(): MediaOption[] {
  return MEDIA_SIZES.map(({ id, key, width, height }) => ({
    id,
    key,
    value: `${width}x${height}`,
    autoResize: true,
    x: width,
    y: height,
  }));
}
