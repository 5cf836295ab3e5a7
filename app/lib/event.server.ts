import type { PlatformContext } from "~/api/client.server";
import { recordFailedRequest } from "~/api/cms.server";
import { getEvent } from "~/api/content.server";
import { notFound, throwPageError } from "./page-errors.server";
import { sanitizeHtml } from "./sanitize-html.server";

/** Plain text of sanitized HTML, cut to a description's length. */
export function plainText(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** An event by its id, its description sanitized; an id that is not a number or not an event: 404. */
export async function loadEvent(ctx: PlatformContext, request: Request, id: string | undefined) {
  const event = id && /^\d{1,9}$/.test(id) ? await getEvent(ctx, Number(id)).catch(throwPageError) : null;
  if (!event) {
    await recordFailedRequest(ctx, new URL(request.url).pathname);
    throw notFound();
  }
  const description = sanitizeHtml(event.description);
  return { event: { ...event, description }, description: plainText(description) };
}
