import { useTranslation } from "react-i18next";
import type { Event } from "~/api/content-schemas";
import type { Language } from "~/i18n/languages";
import { formatDate, formatTime } from "~/lib/format-date";
import { absoluteUrl } from "~/lib/meta";
import { ResponsiveImage } from "../ui/responsive-image";
import { JsonLd } from "./json-ld";

/** "21. studenoga 2026. 18:00 – 20:00", or with both dates when it runs over days. */
export function eventWhen(event: Pick<Event, "startsAt" | "endsAt">, language: Language): string {
  const start = `${formatDate(event.startsAt, language)} ${formatTime(event.startsAt, language)}`;
  if (!event.endsAt) return start;
  const sameDay = formatDate(event.startsAt, language) === formatDate(event.endsAt, language);
  return `${start} – ${sameDay ? "" : `${formatDate(event.endsAt, language)} `}${formatTime(event.endsAt, language)}`;
}

// An event (SPEC 2.2 links it by id): title, when, where, its image and the description, which
// the server sanitized before it got here.
export function EventArticle({ event, language, origin }: { event: Event; language: Language; origin: string }) {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow screen">
      <article className="event">
        <h1 className="screen__title">{event.title}</h1>
        <dl className="event__facts">
          <div>
            <dt>{t("events.when")}</dt>
            <dd>
              <time dateTime={event.startsAt}>{eventWhen(event, language)}</time>
            </dd>
          </div>
          {event.place ? (
            <div>
              <dt>{t("events.where")}</dt>
              <dd>{event.place}</dd>
            </div>
          ) : null}
        </dl>
        {event.media ? (
          <figure className="post__image">
            <ResponsiveImage media={event.media} sizes={["MediumSize", "LargeSize", "FullHDSize"]} display="(min-width: 900px) 860px, 100vw" priority />
          </figure>
        ) : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: event.description }} />
      </article>
      <JsonLd
        data={{
          "@type": "Event",
          name: event.title,
          startDate: event.startsAt,
          endDate: event.endsAt ?? undefined,
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: event.place ? { "@type": "Place", name: event.place, address: event.place } : undefined,
          image: event.media ? absoluteUrl(origin, event.media.path) : undefined,
        }}
      />
    </div>
  );
}
