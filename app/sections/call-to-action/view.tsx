import { CallToActionLink } from "../call-to-action-link";
import type { CallToActionProps } from "./schema";

export function CallToActionSection({ props }: { props: CallToActionProps }) {
  return (
    <section className="section call-to-action">
      <div className="container container--narrow call-to-action__content">
        <h2 className="section__title call-to-action__title">{props.title}</h2>
        {props.text ? <p className="call-to-action__text">{props.text}</p> : null}
        {props.primary || props.secondary ? (
          <div className="call-to-action__buttons">
            {props.primary ? <CallToActionLink cta={props.primary} className="button button--secondary button--large" /> : null}
            {props.secondary ? <CallToActionLink cta={props.secondary} className="button button--large call-to-action__secondary" /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
