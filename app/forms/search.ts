import { z } from "zod";

// The search form (a GET: the header's search bar and the results page): the words to find.
export const SEARCH_MAX_LENGTH = 100;

export const searchSchema = z.object({
  // A longer query is cut rather than refused: a search never fails.
  q: z
    .string()
    .default("")
    .transform((value) => value.trim().slice(0, SEARCH_MAX_LENGTH)),
});
