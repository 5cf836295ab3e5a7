import { Router } from "express";
import { z } from "zod";
import type { MenuItem, Navigation } from "../contract";
import { resolveOption } from "../data/options";
import type { Db } from "../db/index";
import { contextOf, type RequestContext } from "../http/api-key";
import { notFound, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

type NavigationRow = { id: number; handle: string; title: string };
type MenuItemRow = { id: number; parent_id: number | null; title: string; base_link: string };

const treeParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/i, "Expected a navigation id or a theme slot such as main"),
});

/** `navigation`: a menu as a tree, by id or by its theme slot (main, footer1..footer4). */
export function navigationRoutes(db: Db): Router {
  const router = Router();

  router.get("/v1/navigation/tree/:id", (req, res) => {
    const { id } = parseInput(treeParams, req.params);
    const context = contextOf(res);
    const navigation = /^\d+$/.test(id)
      ? findNavigationById(db, context.siteId, Number(id))
      : findNavigationBySlot(db, context, id);
    if (!navigation) throw notFound();
    sendData(res, { ...navigation, items: menuTree(db, navigation.id) } satisfies Navigation);
  });

  return router;
}

function findNavigationById(db: Db, siteId: number, id: number): NavigationRow | undefined {
  return db.prepare("SELECT id, handle, title FROM navigations WHERE id = ? AND site_id = ?").get(id, siteId) as
    | NavigationRow
    | undefined;
}

/**
 * The option ThemeNavigations maps the theme's slots to navigation handles. The menu comes in
 * the request language, or in the default language when it has not been translated.
 */
function findNavigationBySlot(db: Db, context: RequestContext, slot: string): NavigationRow | undefined {
  const option = resolveOption(db, context.siteId, context.language.id, "ThemeNavigations");
  const slots = option ? (JSON.parse(option.value) as Record<string, unknown>) : {};
  const handle = Object.hasOwn(slots, slot) ? slots[slot] : undefined;
  if (typeof handle !== "string") return undefined;
  return db
    .prepare(
      `SELECT id, handle, title FROM navigations
        WHERE site_id = ? AND handle = ? AND language_id IN (?, ?)
        ORDER BY language_id = ? DESC
        LIMIT 1`
    )
    .get(context.siteId, handle, context.language.id, context.languages[0].id, context.language.id) as
    | NavigationRow
    | undefined;
}

function menuTree(db: Db, navigationId: number): MenuItem[] {
  const rows = db
    .prepare("SELECT id, parent_id, title, base_link FROM menu_items WHERE navigation_id = ? ORDER BY sort_order, id")
    .all(navigationId) as MenuItemRow[];
  const items = new Map<number, MenuItem>(
    rows.map((row) => [row.id, { id: row.id, title: row.title, baseLink: row.base_link, children: [] }])
  );
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    const parent = row.parent_id === null ? undefined : items.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}
