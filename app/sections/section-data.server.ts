import type { PlatformContext } from "~/api/client.server";
import { loadContactForm } from "./contact-form/data.server";
import { loadEventsList } from "./events-list/data.server";
import { loadNewsletter } from "./newsletter/data.server";
import type { ParsedSection } from "./parse-sections.server";
import { loadProductCategories } from "./product-categories/data.server";
import { loadProductsList } from "./products-list/data.server";
import { loadPostsList } from "./posts-list/data.server";

/**
 * A section that shows live platform data (posts, events, products, categories) loads it here,
 * on the server, after its props were validated: `props.data` is what its view receives.
 */
export type SectionDataLoader = (ctx: PlatformContext, props: Record<string, unknown>, request: Request) => Promise<unknown>;

// Section type → its data loader (each in app/sections/<type>/data.server.ts).
export const SECTION_DATA_LOADERS: Record<string, SectionDataLoader> = {
  "products-list": loadProductsList,
  "product-categories": loadProductCategories,
  "posts-list": loadPostsList,
  "events-list": loadEventsList,
  "contact-form": loadContactForm,
  newsletter: loadNewsletter,
};

/**
 * The sections with their data, loaded in parallel. A section whose data cannot be loaded is
 * left out and logged, like an invalid one: the rest of the page still renders.
 */
export async function withSectionData(ctx: PlatformContext, sections: ParsedSection[], request: Request): Promise<ParsedSection[]> {
  const loaded = await Promise.all(
    sections.map(async (section) => {
      const load = SECTION_DATA_LOADERS[section.type];
      if (!load) return section;
      try {
        return { ...section, props: { ...section.props, data: await load(ctx, section.props, request) } };
      } catch (error) {
        console.warn(JSON.stringify({ level: "warn", msg: "section data failed", type: section.type, id: section.id, error: String(error) }));
        return null;
      }
    }),
  );
  return loaded.filter((section): section is ParsedSection => section !== null);
}
