import type { Response } from "express";

/** A failure the client caused or may see: answered with its status in the failure envelope. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
    this.name = "HttpError";
  }
}

export function notFound(): HttpError {
  return new HttpError(404, "Not found");
}

export function sendData(res: Response, data: unknown): void {
  res.status(200).json({ errored: false, data });
}

export function sendFailure(
  res: Response,
  status: number,
  message: string,
  details: Record<string, unknown> = {}
): void {
  res.status(status).json({ errored: true, message, data: { errorMessage: message, ...details } });
}
