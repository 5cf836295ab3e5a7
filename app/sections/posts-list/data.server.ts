import { cachedRead, type PlatformContext } from "~/api/client.server";
import { filterPosts } from "~/api/content.server";
import type { PostsListProps } from "./schema";

/** The newest posts (of a category, when set), cached like the page around them. */
export function loadPostsList(ctx: PlatformContext, props: Record<string, unknown>) {
  const { termSlug, limit } = props as PostsListProps;
  return cachedRead(ctx, `posts-list:${termSlug ?? "*"}:${limit}`, async () => {
    const list = await filterPosts(ctx, { termSlugs: termSlug ? [termSlug] : undefined, page: 1, limit });
    return list.records;
  });
}
