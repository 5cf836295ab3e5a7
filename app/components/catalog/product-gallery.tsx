import { useTranslation } from "react-i18next";
import type { Media } from "~/api/schemas";
import { ResponsiveImage } from "~/components/ui/responsive-image";

// The main picture (sized by the SPEC's media sizes) and the gallery beneath it. No script:
// the pictures are simply there, and scroll sideways on small screens.
export function ProductGallery({ media, gallery, name }: { media: Media | null; gallery: Media[]; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {media ? (
          <ResponsiveImage media={media} sizes={["MediumSize", "LargeSize", "FullHDSize"]} display="(min-width: 900px) 50vw, 100vw" alt={name} priority />
        ) : (
          <span className="product-card__placeholder" />
        )}
      </div>
      {gallery.length ? (
        <ul className="product-gallery__strip" aria-label={t("catalog.gallery")}>
          {gallery.map((item) => (
            <li key={item.id}>
              <ResponsiveImage media={item} sizes={["ThumbnailSize", "MediumSize"]} display="160px" alt={item.title || name} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
