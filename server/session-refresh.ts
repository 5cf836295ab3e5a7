import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";

// Refreshes an expiring access token once per request, before Remix runs the page's loaders in
// parallel (app/sessions/session-refresh.server.ts does the work, inside the app build, with the
// app's own cookies). The fresh cookie replaces the old one in the request and is set on the
// response.
type Refresh = (request: Request) => Promise<{ cookieHeader: string; setCookies: string[] } | null>;

export function sessionRefresh(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return (req, res, next) => {
    if (!req.headers.cookie?.includes("__session=")) return next();
    (async () => {
      const serverBuild = typeof build === "function" ? await build() : build;
      const refresh = (serverBuild.entry.module as { refreshSessionTokens?: Refresh }).refreshSessionTokens;
      if (!refresh) return;
      const request = new Request(`http://${req.headers.host ?? "localhost"}${req.originalUrl}`, { headers: { cookie: req.headers.cookie ?? "" } });
      const refreshed = await refresh(request);
      if (!refreshed) return;
      req.headers.cookie = refreshed.cookieHeader;
      for (const cookie of refreshed.setCookies) res.append("Set-Cookie", cookie);
    })()
      // A platform that cannot be reached must not break the page here: the loaders meet the
      // same failure and show the friendly error page.
      .catch((error: unknown) => process.stderr.write(JSON.stringify({ level: "warn", msg: "session refresh failed", error: String(error) }) + "\n"))
      .then(() => next());
  };
}
