import type { HeadersFunction } from "@remix-run/node";

// Catalogue pages are the same for every anonymous visitor: shared caches may keep them a
// minute and serve them stale while revalidating. A visitor with a session (signed in, or a
// cart) gets private pages, and so does any answer that sets a cookie.
const PUBLIC = "public, max-age=60, s-maxage=60, stale-while-revalidate=600";
const PRIVATE = "private, no-cache";

export function catalogCacheControl(request: Request): string {
  const cookies = request.headers.get("cookie") ?? "";
  return /(?:^|;\s*)(__session|cartId)=/.test(cookies) ? PRIVATE : PUBLIC;
}

export const catalogHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const setsCookie = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
  return { "Cache-Control": setsCookie ? PRIVATE : (loaderHeaders.get("Cache-Control") ?? PRIVATE), Vary: "Cookie" };
};
