import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/root";
import type { NumbersProps } from "./schema";

const DURATION_MS = 1200;

// The final number is in the HTML; with JavaScript it counts up from zero once it scrolls into
// view, unless the visitor asked for reduced motion. A few lines instead of a library.
function CountUp({ value, format }: { value: number; format: (value: number) => string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS);
        // Ease out, so the last digits settle gently; whole numbers stay whole on the way.
        const eased = 1 - (1 - progress) ** 3;
        setShown(progress < 1 ? Math.round(value * eased) : value);
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  return <span ref={ref}>{format(shown)}</span>;
}

export function Numbers({ props }: { props: NumbersProps }) {
  const language = useRootData()?.language ?? "hr";
  // "min2" groups from five digits on, as Croatian typesetting does: 1998 (a year) but 12.000.
  const formatter = new Intl.NumberFormat(language, { useGrouping: "min2" });
  const items = props.items ?? [];
  return (
    <section className="section numbers">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        <ul className="numbers__list">
          {items.map((item, index) => (
            <li key={`${item.label}-${index}`} className="numbers__item">
              <span className="numbers__value">
                <CountUp value={item.value} format={(value) => formatter.format(value)} />
                {item.suffix}
              </span>
              <span className="numbers__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
