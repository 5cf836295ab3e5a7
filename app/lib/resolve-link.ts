import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";

// SPEC 2.2, link resolution: every linked item (from the CMS, menus, sections, search) gets its
// address here, once.

export type LinkedItem = {
  kind: string;
  slug?: string | null;
  id?: number | string | null;
};

export function resolveLink(item: LinkedItem, language: Language, log: (message: string) => void = console.error): string {
  const slug = item.slug ?? undefined;
  switch (item.kind) {
    case "category":
    case "tag":
      if (slug) return localizedHref("blog", language, { slug });
      break;
    case "post":
    case "page":
      if (slug) return localizedHref("page", language, { slug });
      break;
    case "bundle":
    case "product":
    case "service":
      if (slug) return localizedHref("product", language, { slug });
      break;
    case "shopCategory":
      if (slug) return localizedHref("shopCategory", language, { slug });
      break;
    case "event":
      if (item.id !== undefined && item.id !== null && item.id !== "") return localizedHref("event", language, { id: String(item.id) });
      break;
  }
  log(`resolveLink: cannot link ${JSON.stringify(item)}; sending it to the home page`);
  return localizedHref("home", language);
}
