import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { mediaSrc } from "~/lib/media";
import type { ImageGalleryProps } from "./schema";

// A grid of sized, lazily loaded thumbnails; each is a plain link to the full-size picture, so
// it opens without JavaScript (and in a new tab on a middle click).
export function ImageGallery({ props }: { props: ImageGalleryProps }) {
  const { t } = useTranslation();
  const images = props.images ?? [];
  return (
    <section className="section image-gallery">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <ul className="image-gallery__grid">
          {images.map(({ media, caption }, index) => (
            <li key={`${media.id}-${index}`}>
              <figure className="image-gallery__item">
                <a href={mediaSrc(media, ["FullHDSize"])} className="image-gallery__link">
                  <ResponsiveImage media={media} sizes={["MediumSize", "LargeSize"]} display="(min-width: 900px) 33vw, (min-width: 560px) 50vw, 100vw" />
                  <span className="visually-hidden">{t("sections.gallery.fullSize")}</span>
                </a>
                {caption ? <figcaption className="image-gallery__caption">{caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
