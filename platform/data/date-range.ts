import { z } from "zod";

// Date bounds of the content filters: an ISO date ("2026-03-01") or date-time. Stored times are
// ISO UTC text, so bounds become ISO UTC text too and compare as text.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const bound = (end: "start" | "end") =>
  z
    .string()
    .trim()
    .refine((text) => !Number.isNaN(Date.parse(text)), "Not a date")
    // A bare date as the upper bound takes in that whole day.
    .transform((text) =>
      DATE_ONLY.test(text) ? `${text}T${end === "start" ? "00:00:00.000" : "23:59:59.999"}Z` : new Date(text).toISOString()
    );

/** `dateFrom` / `dateTo`; an empty string or null is no bound. */
export const dateRangeFields = {
  dateFrom: z.preprocess((value) => (value === "" || value === null ? undefined : value), bound("start").optional()),
  dateTo: z.preprocess((value) => (value === "" || value === null ? undefined : value), bound("end").optional()),
};

/** The start of today (UTC) as ISO text. */
export function startOfToday(): string {
  return `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
}
