import type { Language } from "~/i18n/languages";

// The sitemap's XML (sitemaps.org 0.9), with hreflang alternates (xhtml:link) for an address
// that exists in more than one of the site's languages.

export type SitemapUrl = {
  /** What the address shows, the same in every language (e.g. "product:12"): it groups the alternates. */
  key: string;
  language: Language;
  path: string;
  lastmod?: string;
};

export const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const groups = new Map<string, SitemapUrl[]>();
  for (const url of urls) groups.set(url.key, [...(groups.get(url.key) ?? []), url]);
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const url of urls) {
    if (seen.has(url.path)) continue;
    seen.add(url.path);
    const alternates = (groups.get(url.key) ?? []).filter((other, index, all) => all.findIndex((x) => x.language === other.language) === index);
    const links =
      alternates.length > 1
        ? alternates.map((other) => `\n    <xhtml:link rel="alternate" hreflang="${other.language}" href="${escapeXml(origin + other.path)}"/>`).join("")
        : "";
    const lastmod = url.lastmod ? `\n    <lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
    lines.push(`  <url>\n    <loc>${escapeXml(origin + url.path)}</loc>${lastmod}${links}\n  </url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join("\n")}\n</urlset>\n`;
}
