import { cachedRead, type PlatformContext } from "~/api/client.server";
import { getLayoutElements, getNavigation, getOptions } from "~/api/cms.server";
import { isApiError } from "~/api/errors";
import { LAYOUT_HANDLERS, type CmsOption, type Media, type MenuItem } from "~/api/schemas";

// Everything the header, footer, cookie notice and maintenance view show, from the platform's
// options, navigation trees and layout elements (all through the server-side cache).

export type SocialLink = { network: string; url: string };

export type LayoutData = {
  siteName: string;
  logo: Media | null;
  mainNavigation: MenuItem[];
  footerColumns: { title: string; items: MenuItem[] }[];
  footer: { description: string; address: string; phone: string; email: string; socials: SocialLink[] };
  copyright: string;
  cookieNotice: { text: string; linkLabel: string; buttonLabel: string } | null;
  searchPlaceholder: string;
  maintenance: boolean;
  homeSlug: string;
};

const FOOTER_COLUMNS = ["footer1", "footer2", "footer3", "footer4"] as const;

const str = (value: unknown) => (typeof value === "string" ? value : "");

export function optionValue(options: CmsOption[], key: string): string | undefined {
  return options.find((option) => option.key === key)?.value;
}

function themeNavigations(options: CmsOption[]): Record<string, string> {
  try {
    const parsed = JSON.parse(optionValue(options, "ThemeNavigations") ?? "{}");
    return parsed && typeof parsed === "object" ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)])) : {};
  } catch {
    return {};
  }
}

function socialsOf(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const network = str(entry?.network);
    const url = str(entry?.url);
    return network && /^https?:\/\//.test(url) ? [{ network, url }] : [];
  });
}

/** A footer column that is missing on the platform is left out rather than failing the page. */
async function optionalNavigation(ctx: PlatformContext, id: string) {
  try {
    return await getNavigation(ctx, id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function loadLayout(ctx: PlatformContext): Promise<LayoutData> {
  return cachedRead(ctx, "layout", async () => {
    const [options, elements] = await Promise.all([getOptions(ctx), getLayoutElements(ctx, LAYOUT_HANDLERS)]);
    const navigationIds = themeNavigations(options);
    const [main, ...columns] = await Promise.all([
      getNavigation(ctx, navigationIds.main ?? "main"),
      ...FOOTER_COLUMNS.map((column) => optionalNavigation(ctx, navigationIds[column] ?? column)),
    ]);
    const element = (handler: string) => elements.find((candidate) => candidate.handler === handler)?.options ?? {};
    const footer = element("footer-section");
    const cookie = element("cookie-section");
    const header = element("header-section");

    return {
      siteName: ctx.domain.name,
      logo: options.find((option) => option.key === "Logo")?.media ?? null,
      mainNavigation: main.items,
      footerColumns: columns.flatMap((column) => (column ? [{ title: column.title, items: column.items }] : [])),
      footer: {
        description: str(footer.description),
        address: str(footer.address),
        phone: str(footer.phone),
        email: str(footer.email),
        socials: socialsOf(footer.socials),
      },
      copyright: optionValue(options, "CopyrightText") ?? "",
      cookieNotice:
        optionValue(options, "CookieNotice") === "false"
          ? null
          : { text: str(cookie.text), linkLabel: str(cookie.linkLabel), buttonLabel: str(cookie.buttonLabel) },
      searchPlaceholder: str(header.searchPlaceholder),
      maintenance: optionValue(options, "MaintenanceMode") === "true",
      homeSlug: optionValue(options, "HomePageSlug") || "naslovna",
    };
  });
}
