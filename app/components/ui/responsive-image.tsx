import type { Media, MediaSize } from "~/api/schemas";
import { mediaSrc, mediaSrcSet } from "~/lib/media";

type Props = {
  media: Media;
  sizes: readonly MediaSize[];
  /** The CSS sizes attribute: how wide the image shows. */
  display: string;
  alt?: string;
  /** Above the fold: load at once; otherwise lazily. */
  priority?: boolean;
  className?: string;
};

export function ResponsiveImage({ media, sizes, display, alt, priority = false, className }: Props) {
  const srcSet = mediaSrcSet(media, sizes);
  return (
    <img
      className={className}
      src={mediaSrc(media, sizes)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? display : undefined}
      alt={alt ?? media.description ?? media.title ?? ""}
      width={media.width}
      height={media.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
