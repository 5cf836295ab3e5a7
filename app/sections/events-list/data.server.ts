import { cachedRead, type PlatformContext } from "~/api/client.server";
import { filterEvents } from "~/api/content.server";
import type { EventsListProps } from "./schema";

/** The next events (still running or upcoming, soonest first). */
export function loadEventsList(ctx: PlatformContext, props: Record<string, unknown>) {
  const { limit } = props as EventsListProps;
  const today = new Date().toISOString().slice(0, 10);
  return cachedRead(ctx, `events-list:${today}:${limit}`, async () => (await filterEvents(ctx, { page: 1, limit, dateFrom: today })).records);
}
