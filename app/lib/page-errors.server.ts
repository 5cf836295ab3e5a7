import { json } from "@remix-run/node";
import { isApiError } from "~/api/errors";

// How platform failures reach a visitor: a missing thing is a 404 page, an unreachable or
// failing platform a friendly 503 page (never a stack trace), anything else bubbles up as 500.

export type PageErrorData = { messageKey: string; message?: string };

export function notFound(): Response {
  return json<PageErrorData>({ messageKey: "errors.notFound" }, { status: 404 });
}

export function pageErrorFrom(error: unknown): unknown {
  if (error instanceof Response) return error;
  if (isApiError(error)) {
    if (error.status === 404) return notFound();
    if (error.status === 0 || error.status >= 500) {
      console.error(JSON.stringify({ level: "error", msg: "platform unavailable", status: error.status, error: error.message }));
      return json<PageErrorData>({ messageKey: "errors.platformUnavailable" }, { status: 503, headers: { "Retry-After": "30" } });
    }
  }
  return error;
}

/** Use as .catch(throwPageError) on a loader's platform calls. */
export function throwPageError(error: unknown): never {
  throw pageErrorFrom(error);
}
