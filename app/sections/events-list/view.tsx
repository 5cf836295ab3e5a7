import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Event } from "~/api/content-schemas";
import { eventWhen } from "~/components/content/event-article";
import { useRootData } from "~/root";
import { resolveLink } from "~/lib/resolve-link";
import type { EventsListProps } from "./schema";

// The upcoming events: when, where and the title linking to the event.
export function EventsList({ props }: { props: EventsListProps & { data?: Event[] } }) {
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  const events = props.data ?? [];
  return (
    <section className="section section--events-list">
      <div className="container">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {events.length ? (
          <ul className="event-list">
            {events.map((event) => (
              <li key={event.id} className="event-card">
                <time className="event-card__when" dateTime={event.startsAt}>
                  {eventWhen(event, language)}
                </time>
                <h3 className="event-card__title">
                  <Link to={resolveLink({ kind: "event", id: event.id }, language)}>{event.title}</Link>
                </h3>
                {event.place ? <p className="event-card__place">{event.place}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="listing-empty">{t("events.none")}</p>
        )}
      </div>
    </section>
  );
}
