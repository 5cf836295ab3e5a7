import type { PlatformContext } from "~/api/client.server";
import { loadPostPage } from "./blog.server";
import { throwPageError } from "./page-errors.server";

export const SEARCH_MAX_LENGTH = 100;

/** The search results (SPEC 2.4): posts matching every word of ?q=, 16 per page; nothing to search, no call. */
export async function loadSearch(ctx: PlatformContext, request: Request) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  if (!query) return { query, posts: [], page: 1, totalPages: 0 };
  const results = await loadPostPage(ctx, { keywords: query }, request).catch(throwPageError);
  return { query, ...results };
}
