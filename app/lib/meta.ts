import type { MetaDescriptor } from "@remix-run/node";

type Match = { id: string; data: unknown };

/** Page metadata with the SPEC's title rule: the page's title, then the site name as suffix. */
export function pageMeta(matches: Match[], title?: string, description?: string): MetaDescriptor[] {
  const siteName = (matches.find((match) => match.id === "root")?.data as { layout?: { siteName?: string } } | undefined)?.layout?.siteName ?? "";
  const fullTitle = title && siteName ? `${title} | ${siteName}` : title || siteName;
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: title || siteName }];
  if (siteName) meta.push({ property: "og:site_name", content: siteName });
  if (description) meta.push({ name: "description", content: description }, { property: "og:description", content: description });
  return meta;
}
