import { SORT_TYPES, type Category, type SortType } from "../catalogue-contract";
import type { Db } from "../db/index";
import { findMedia } from "./media";

type CategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  description: string;
  image_id: number | null;
  sort_types: string;
  sort_default: SortType;
};

function toCategory(db: Db, siteId: number, row: CategoryRow): Category {
  const sortTypes = (JSON.parse(row.sort_types) as string[]).filter((type): type is SortType =>
    (SORT_TYPES as readonly string[]).includes(type)
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parentId: row.parent_id,
    image: findMedia(db, siteId, row.image_id),
    description: row.description,
    sortTypes: sortTypes.length > 0 ? sortTypes : [...SORT_TYPES],
    sortDefaultType: row.sort_default,
  };
}

/** Every category of the site, by id. */
function siteCategories(db: Db, siteId: number): Category[] {
  const rows = db.prepare("SELECT * FROM categories WHERE site_id = ? ORDER BY id").all(siteId) as CategoryRow[];
  return rows.map((row) => toCategory(db, siteId, row));
}

/** The categories under `parentId` (null: the roots), each with its own children, by id. */
function nest(categories: Category[], parentId: number | null): Category[] {
  return categories
    .filter((category) => category.parentId === parentId)
    .map((category) => ({ ...category, children: nest(categories, category.id) }));
}

/** A category by slug with its whole subtree as `children`. */
export function findCategory(db: Db, siteId: number, slug: string): Category | undefined {
  const categories = siteCategories(db, siteId);
  const category = categories.find((candidate) => candidate.slug === slug);
  return category ? { ...category, children: nest(categories, category.id) } : undefined;
}

/**
 * `category/filter`: without `tree`, every category (or the children of `parentId`) as a flat
 * list; with `tree`, the roots (or the children of `parentId`) with their subtrees.
 */
export function filterCategories(db: Db, siteId: number, options: { tree: boolean; parentId?: number }): Category[] {
  const categories = siteCategories(db, siteId);
  if (options.tree) return nest(categories, options.parentId ?? null);
  return options.parentId === undefined
    ? categories
    : categories.filter((category) => category.parentId === options.parentId);
}

/** The ids of a category and all its descendants; undefined for an unknown slug. */
export function categorySubtreeIds(db: Db, siteId: number, slug: string): number[] | undefined {
  const ids = db
    .prepare(
      `WITH RECURSIVE subtree (id) AS (
         SELECT id FROM categories WHERE site_id = ? AND slug = ?
         UNION
         SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id
       )
       SELECT id FROM subtree ORDER BY id`
    )
    .pluck()
    .all(siteId, slug) as number[];
  return ids.length > 0 ? ids : undefined;
}
