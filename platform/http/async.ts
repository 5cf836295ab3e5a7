import type { Request, RequestHandler, Response } from "express";

/** Express 4 does not see a rejected promise: hand the failure to the error handler. */
export function handleAsync(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
