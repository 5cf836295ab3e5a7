import type { ErrorRequestHandler, RequestHandler } from "express";
import { log } from "../log";
import { HttpError, sendFailure } from "./envelope";

export const notFoundHandler: RequestHandler = (_req, res) => {
  sendFailure(res, 404, "Not found");
};

/** Errors body-parser raises for a body it cannot read; they carry the status to answer. */
const BODY_ERRORS: Record<string, string> = {
  "entity.parse.failed": "Malformed JSON",
  "entity.too.large": "Request body too large",
  "encoding.unsupported": "Unsupported content encoding",
  "charset.unsupported": "Unsupported charset",
};

function bodyErrorOf(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof type !== "string" || typeof status !== "number") return undefined;
  const message = BODY_ERRORS[type];
  return message ? { status, message } : undefined;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) return sendFailure(res, error.status, error.message, error.details);
  const bodyError = bodyErrorOf(error);
  if (bodyError) return sendFailure(res, bodyError.status, bodyError.message);
  log("error", "request failed", {
    method: req.method,
    path: req.path,
    error: error instanceof Error ? error.stack ?? error.message : String(error),
  });
  // The cause stays in the log: a stack trace would tell a visitor how the platform is built.
  sendFailure(res, 500, "Internal error");
};
