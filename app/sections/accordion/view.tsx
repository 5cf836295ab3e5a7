import type { AccordionProps } from "./schema";

/** schema.org FAQPage data; "<" is escaped so an answer can never close the script element. */
function faqJsonLd(items: AccordionProps["items"]): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

// Native <details>/<summary>: opens and closes without JavaScript and is keyboard-accessible.
// Answers were sanitized on the server (parse-sections.server.ts).
export function Accordion({ props }: { props: AccordionProps }) {
  const items = props.items ?? [];
  return (
    <section className="section accordion">
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {items.map((item, index) => (
          <details key={`${item.question}-${index}`} className="accordion__item">
            <summary className="accordion__question">{item.question}</summary>
            <div className="prose accordion__answer" dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
        {items.length ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} /> : null}
      </div>
    </section>
  );
}
