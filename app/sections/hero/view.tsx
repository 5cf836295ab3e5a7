import { ResponsiveImage } from "~/components/ui/responsive-image";
import { CallToActionLink } from "../call-to-action-link";
import type { HeroProps } from "./schema";

export function Hero({ props }: { props: HeroProps }) {
  return (
    <section className={props.media ? "hero hero--image" : "hero"}>
      {props.media ? (
        <ResponsiveImage media={props.media} sizes={["MediumSize", "LargeSize", "FullHDSize"]} display="100vw" alt="" priority className="hero__image" />
      ) : null}
      <div className="container hero__content">
        <h1 className="hero__title">{props.title}</h1>
        {props.subtitle ? <p className="hero__subtitle">{props.subtitle}</p> : null}
        {props.cta ? <CallToActionLink cta={props.cta} className="button button--secondary button--large" /> : null}
      </div>
    </section>
  );
}
