import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { recordFailedRequest } from "~/api/cms.server";
import { notFound, throwPageError } from "~/lib/page-errors.server";

// Any path no screen matches: recorded on the platform (for redirects), then the 404 page,
// rendered inside the layout by the locale route's error boundary.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  await recordFailedRequest(ctx, new URL(request.url).pathname);
  throw notFound();
}

export default function NotFound() {
  return null;
}
