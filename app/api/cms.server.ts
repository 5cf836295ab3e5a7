import { z } from "zod";
import { cachedRead, type PlatformContext } from "./client.server";
import { isApiError } from "./errors";
import {
  CmsOptionSchema,
  DecideSchema,
  LanguageSchema,
  LayoutElementSchema,
  NavigationSchema,
  recordsOf,
  type CmsOption,
  type LayoutHandler,
  type Navigation,
  type Post,
} from "./schemas";

// The cms module of the platform: options, navigation trees, layout elements and pages.

export function getOptions(ctx: PlatformContext): Promise<CmsOption[]> {
  return cachedRead(ctx, "options", async () => {
    const data = await ctx.http.call("GET", "option/filter", { schema: recordsOf(CmsOptionSchema) });
    return data.records;
  });
}

export function getNavigation(ctx: PlatformContext, id: string): Promise<Navigation> {
  return cachedRead(ctx, `navigation:${id}`, () =>
    ctx.http.call("GET", `navigation/tree/${encodeURIComponent(id)}`, { schema: NavigationSchema }),
  );
}

export function getLayoutElements(ctx: PlatformContext, handlers: readonly LayoutHandler[]) {
  return cachedRead(ctx, `elements:${handlers.join(",")}`, async () => {
    const data = await ctx.http.call("POST", "element/getByHandlers", {
      body: { handlers },
      schema: z.object({ elements: z.array(LayoutElementSchema) }),
    });
    return data.elements;
  });
}

/** The page or post published under a slug in the context's language, or null when there is none. */
export async function findBySlug(ctx: PlatformContext, slug: string): Promise<Post | null> {
  try {
    const found = await ctx.http.call("GET", "finder/decide", { query: { slug }, schema: DecideSchema });
    return found.entity;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getLanguages(ctx: PlatformContext) {
  return cachedRead(ctx, "languages", async () => {
    const data = await ctx.http.call("GET", "master/commons", {
      query: { type: "languages" },
      schema: recordsOf(LanguageSchema),
    });
    return data.records;
  });
}

/** Record a path that answered 404, so editors can add redirects. Never fails the page. */
export async function recordFailedRequest(ctx: PlatformContext, path: string): Promise<void> {
  try {
    await ctx.http.call("POST", "redirect/addFailedRequest", { body: { path: path.slice(0, 500) }, schema: z.unknown() });
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "failed-request not recorded", path, error: String(error) }));
  }
}

/** Every country with its name in the request language, sorted by name (cached: it never changes). */
export function getCountries(ctx: PlatformContext) {
  return cachedRead(ctx, "countries", async () => {
    const data = await ctx.http.call("GET", "master/commons", {
      query: { type: "countries" },
      schema: recordsOf(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    });
    return [...data.records].sort((a, b) => a.name.localeCompare(b.name, ctx.language));
  });
}
