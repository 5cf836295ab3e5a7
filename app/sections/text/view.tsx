import type { TextProps } from "./schema";

// html was sanitized on the server (see parse-sections.server.ts) before it reached the view.
export function Text({ props }: { props: TextProps }) {
  return (
    <section className="section section--text">
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: props.html }} />
      </div>
    </section>
  );
}
