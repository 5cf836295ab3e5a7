import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { PinIcon } from "~/components/ui/icons";
import { mapUrl } from "./map-url";
import type { MapProps } from "./schema";

// No third-party map is embedded: a picture of the map (or a drawn placeholder), the address,
// and a link that opens the map on its site when the visitor wants it.
export function MapSection({ props }: { props: MapProps }) {
  const { t } = useTranslation();
  const providerName = props.provider === "google" ? "Google Maps" : "OpenStreetMap";
  return (
    <section className="section map">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <div className="map__card">
          {props.media ? (
            <ResponsiveImage media={props.media} sizes={["MediumSize", "LargeSize"]} display="(min-width: 900px) 60vw, 100vw" className="map__image" />
          ) : (
            <div className="map__placeholder" aria-hidden="true">
              <PinIcon width={48} height={48} />
            </div>
          )}
          <div className="map__body">
            <address className="map__address">
              <PinIcon width={20} height={20} />
              {props.address}
            </address>
            <a href={mapUrl(props)} className="button button--primary" rel="noopener noreferrer">
              {t("sections.map.open", { provider: providerName })}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
