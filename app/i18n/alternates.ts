import type { Language } from "./languages";
import { localizedHref, type RouteParams } from "./localized-href";
import { screenOfRouteId } from "./route-table";

export type Alternates = Partial<Record<Language, string>>;

/**
 * The same screen in each allowed language: the language switcher and the hreflang links.
 * A route whose data names its own alternates (a CMS page with translated slugs) wins; a page
 * without a translation in some language points that language at its home.
 */
export function alternatesFor(
  leaf: { id: string; params: RouteParams; data?: unknown } | undefined,
  allowed: Language[],
): Alternates {
  const own = (leaf?.data as { alternates?: Alternates } | undefined)?.alternates;
  const screen = leaf ? screenOfRouteId(leaf.id) : null;
  const result: Alternates = {};
  for (const language of allowed) {
    if (own) {
      result[language] = own[language] ?? localizedHref("home", language);
      continue;
    }
    try {
      result[language] = screen && screen !== "notFound" && screen !== "page" ? localizedHref(screen, language, leaf?.params) : localizedHref("home", language);
    } catch {
      result[language] = localizedHref("home", language);
    }
  }
  return result;
}
