import type { RequestHandler } from "express";

/** One JSON line per request: method, path (no query: it may hold personal data), status, time, size. */
export function requestLog(write: (line: string) => void = (line) => process.stdout.write(line + "\n")): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? "error" : "info",
          msg: "request",
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        }),
      );
    });
    next();
  };
}
