import type { PlatformContext } from "~/api/client.server";
import { searchSchema } from "~/forms/search";
import { loadPostPage } from "./blog.server";
import { throwPageError } from "./page-errors.server";

/** The search results (SPEC 2.4): posts matching every word of ?q=, 16 per page; nothing to search, no call. */
export async function loadSearch(ctx: PlatformContext, request: Request) {
  const { q: query } = searchSchema.parse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  if (!query) return { query, posts: [], page: 1, totalPages: 0 };
  const results = await loadPostPage(ctx, { keywords: query }, request).catch(throwPageError);
  return { query, ...results };
}
