import type { Media, MediaSize } from "~/api/schemas";

// Image URLs and srcset from the platform's named sizes (SPEC 3, Media). MediumSize's
// dimensions are not in the SPEC; the platform makes it 600x400.
export const MEDIA_SIZE_WIDTHS: Record<MediaSize, number> = {
  ThumbnailSize: 50,
  MediumSize: 600,
  PortraitSize: 768,
  LargeSize: 926,
  FullHDSize: 1920,
};

/** srcset entries for the sizes the media has, narrowest first. */
export function mediaSrcSet(media: Pick<Media, "alternativePaths">, sizes: readonly MediaSize[]): string {
  return sizes
    .filter((size) => media.alternativePaths[size])
    .sort((a, b) => MEDIA_SIZE_WIDTHS[a] - MEDIA_SIZE_WIDTHS[b])
    .map((size) => `${media.alternativePaths[size]} ${MEDIA_SIZE_WIDTHS[size]}w`)
    .join(", ");
}

/** The fallback src: the widest of the wanted sizes the media has, else its original path. */
export function mediaSrc(media: Pick<Media, "alternativePaths" | "path">, sizes: readonly MediaSize[]): string {
  const available = sizes.filter((size) => media.alternativePaths[size]);
  const widest = available.sort((a, b) => MEDIA_SIZE_WIDTHS[b] - MEDIA_SIZE_WIDTHS[a])[0];
  return widest ? media.alternativePaths[widest]! : media.path;
}
