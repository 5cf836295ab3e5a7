import type { MetaDescriptor } from "@remix-run/node";

type Match = { id: string; data: unknown };
type RootMeta = { origin?: string; layout?: { siteName?: string; logo?: { path?: string } | null } };

/** What a screen adds to its title and description: an Open Graph image and type. */
export type MetaExtras = { image?: string | null; type?: "website" | "article" };

/**
 * Page metadata with the SPEC's title rule: the page's title, then the site name as suffix.
 * The Open Graph image (absolute, as crawlers want it) is the screen's own or the site logo.
 */
export function pageMeta(matches: Match[], title?: string, description?: string, extras: MetaExtras = {}): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootMeta | undefined;
  const siteName = root?.layout?.siteName ?? "";
  const fullTitle = title && siteName ? `${title} | ${siteName}` : title || siteName;
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: title || siteName }];
  if (siteName) meta.push({ property: "og:site_name", content: siteName });
  if (description) meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  const image = extras.image ?? root?.layout?.logo?.path;
  if (image) meta.push({ property: "og:image", content: absoluteUrl(root?.origin ?? "", image) });
  meta.push({ property: "og:type", content: extras.type ?? "website" });
  return meta;
}

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : origin + path;
}
