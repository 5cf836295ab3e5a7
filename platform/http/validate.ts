import { z } from "zod";
import { HttpError } from "./envelope";

/**
 * Parses request input against its schema. Invalid input is the client's error: a 400 whose
 * message names the first wrong field (e.g. "Invalid request: handlers: Required").
 */
export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const field = first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  throw new HttpError(400, `Invalid request: ${field}${first.message}`, { issues: result.error.issues });
}

/** A positive integer id given as a number or a numeric string; missing: "Required". */
export const idInput = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().positive()
);
