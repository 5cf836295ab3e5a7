import { Readable } from "node:stream";
import type { RequestHandler } from "express";

// Media files live on the platform. The embedded one listens on loopback only, so the storefront
// serves /media/* by streaming them from the platform (with the platform's cache headers).
const PASSED_HEADERS = ["content-type", "content-length", "cache-control", "etag", "last-modified"];

export function mediaProxy(platformUrl: () => string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const upstream = await fetch(`${platformUrl()}/media${req.path}`, {
        method: req.method,
        headers: req.headers["if-none-match"] ? { "if-none-match": String(req.headers["if-none-match"]) } : {},
        signal: AbortSignal.timeout(10_000),
      });
      res.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === "HEAD") return res.end();
      Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream).pipe(res);
    } catch {
      res.status(502).end();
    }
  };
}

/**
 * The platform's payment pages (the built-in test provider's hosted form) served on the
 * storefront's origin, so the checkout's form posts stay within its CSP (form-action 'self').
 * Redirects (back to the shop's success or failure page) pass through untouched.
 */
export function paymentProxy(platformUrl: () => string): RequestHandler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "POST") return res.status(405).end();
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = req.method === "POST" ? Buffer.concat(chunks).subarray(0, 64 * 1024) : undefined;
      const upstream = await fetch(`${platformUrl()}/payment${req.url}`, {
        method: req.method,
        headers: req.method === "POST" ? { "content-type": String(req.headers["content-type"] ?? "application/x-www-form-urlencoded") } : {},
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      res.status(upstream.status);
      for (const name of ["content-type", "location", "cache-control"]) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.status(502).end();
    }
  };
}
