import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CallToActionLink } from "../call-to-action-link";
import type { TextImageProps } from "./schema";

export function TextImage({ props }: { props: TextImageProps }) {
  return (
    <section className={`section text-image text-image--${props.imagePosition}`}>
      <div className="container text-image__grid">
        <div className="text-image__media">
          <ResponsiveImage media={props.media} sizes={["MediumSize", "LargeSize"]} display="(min-width: 900px) 50vw, 100vw" />
        </div>
        <div className="text-image__body">
          {props.title ? <h2 className="section__title">{props.title}</h2> : null}
          <div className="prose" dangerouslySetInnerHTML={{ __html: props.html }} />
          {props.cta ? <CallToActionLink cta={props.cta} className="button button--secondary" /> : null}
        </div>
      </div>
    </section>
  );
}
