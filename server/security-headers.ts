import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

// Security headers on every answer, with a fresh CSP nonce per request for the inline scripts
// Remix renders (entry.server reads it from res.locals through the load context).

export function contentSecurityPolicy(nonce: string, development: boolean): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    // Development: Vite's HMR client and React refresh need inline scripts and eval.
    "script-src": development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob: https:",
    "font-src": "'self' data:",
    "connect-src": development ? "'self' ws: wss:" : "'self'",
    "frame-src": "'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "media-src": "'self' https:",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

export function securityHeaders({ production, development }: { production: boolean; development: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, development));
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
