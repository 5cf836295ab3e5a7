// The state of a product listing lives in the URL query (SPEC 4, Listings): filters by
// attribute code, the sort, the page size and the page. This module reads a query into that
// state and writes the one canonical query back: defaults left out, a range at 0..0 or empty
// left out, keys in a stable order, unknown keys dropped.

export const SORT_TYPES = ["newest", "oldest", "priceAsc", "priceDesc", "nameAsc", "nameDesc", "priorityAsc", "priorityDesc"] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SORT_PARAMS: Record<SortType, { param: "created_at" | "finalPrice" | "name" | "categoryPriority"; order: "asc" | "desc" }> = {
  newest: { param: "created_at", order: "desc" },
  oldest: { param: "created_at", order: "asc" },
  priceAsc: { param: "finalPrice", order: "asc" },
  priceDesc: { param: "finalPrice", order: "desc" },
  nameAsc: { param: "name", order: "asc" },
  nameDesc: { param: "name", order: "desc" },
  priorityAsc: { param: "categoryPriority", order: "asc" },
  priorityDesc: { param: "categoryPriority", order: "desc" },
};

export const PAGE_SIZES = [12, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;

export const RANGE_TYPES = ["Number", "Date", "DateTime"] as const;
export type FilterType = "Dropdown" | "MultiSelect" | "Number" | "Date" | "DateTime" | "YesNo" | "TextSwatch" | "VisualSwatch";
export type FilterDefinition = { attributeCode: string; type: FilterType };

export type RangeValue = { min?: string; max?: string };
export type ListingState = {
  choices: Record<string, string[]>;
  ranges: Record<string, RangeValue>;
  sort: SortType;
  perPage: number;
  page: number;
  /** The layered-navigation variant: one select per attribute instead of the filter list. */
  view: "list" | "select";
};

/** An active filter as the platform takes it (docs/platform-api.md, ActiveFilter). */
export type ActiveFilter = { key: string; value?: string | string[] | boolean; range?: { min?: number | string; max?: number | string } };

const RESERVED = new Set(["sort", "perPage", "page", "nav"]);

export function isRangeType(type: FilterType): boolean {
  return (RANGE_TYPES as readonly string[]).includes(type);
}

function cleanBound(value: string | null): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > 40) return undefined;
  return trimmed;
}

/** A range with nothing in it (empty, or 0 at both ends) filters nothing and stays out of the URL. */
export function isEmptyRange(range: RangeValue): boolean {
  const zeroOrEmpty = (value?: string) => value === undefined || Number(value) === 0;
  return zeroOrEmpty(range.min) && zeroOrEmpty(range.max);
}

export function parseListingQuery(
  search: URLSearchParams,
  filters: FilterDefinition[],
  options: { sortTypes: readonly SortType[]; defaultSort: SortType },
): ListingState {
  const choices: ListingState["choices"] = {};
  const ranges: ListingState["ranges"] = {};
  for (const filter of filters) {
    const code = filter.attributeCode;
    if (RESERVED.has(code)) continue;
    if (isRangeType(filter.type)) {
      let min = cleanBound(search.get(`${code}_min`));
      let max = cleanBound(search.get(`${code}_max`));
      // min and max are bound to each other: a reversed pair means the same span.
      if (min !== undefined && max !== undefined && compareBounds(min, max) > 0) [min, max] = [max, min];
      const range = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
      if (!isEmptyRange(range)) ranges[code] = range;
    } else {
      const values = [...new Set(search.getAll(code).map((value) => value.trim()).filter((value) => value && value.length <= 100))];
      if (values.length) choices[code] = (filter.type === "Dropdown" || filter.type === "YesNo" ? values.slice(0, 1) : values).sort();
    }
  }
  const sort = search.get("sort");
  const perPage = Number(search.get("perPage"));
  const page = Number(search.get("page"));
  return {
    choices,
    ranges,
    sort: options.sortTypes.includes(sort as SortType) ? (sort as SortType) : options.defaultSort,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: search.get("nav") === "select" ? "select" : "list",
  };
}

function compareBounds(a: string, b: string): number {
  const numeric = Number(a) - Number(b);
  return Number.isNaN(numeric) ? a.localeCompare(b) : numeric;
}

/** The canonical query of a listing state ("" or "?..."). */
export function listingSearch(state: ListingState, defaultSort: SortType, overrides: Partial<Pick<ListingState, "page" | "sort" | "perPage" | "view">> = {}): string {
  const next = { ...state, ...overrides };
  const params = new URLSearchParams();
  const keys = [...new Set([...Object.keys(next.choices), ...Object.keys(next.ranges)])].sort();
  for (const key of keys) {
    for (const value of next.choices[key] ?? []) params.append(key, value);
    const range = next.ranges[key];
    if (range && !isEmptyRange(range)) {
      if (range.min !== undefined) params.append(`${key}_min`, range.min);
      if (range.max !== undefined) params.append(`${key}_max`, range.max);
    }
  }
  if (next.sort !== defaultSort) params.set("sort", next.sort);
  if (next.perPage !== DEFAULT_PAGE_SIZE) params.set("perPage", String(next.perPage));
  if (next.page > 1) params.set("page", String(next.page));
  if (next.view === "select") params.set("nav", "select");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The listing's filters as the platform takes them. */
export function activeFilters(state: ListingState, filters: FilterDefinition[]): ActiveFilter[] {
  const types = new Map(filters.map((filter) => [filter.attributeCode, filter.type]));
  const result: ActiveFilter[] = [];
  for (const [key, values] of Object.entries(state.choices)) {
    result.push(types.get(key) === "YesNo" ? { key, value: values[0] === "true" } : { key, value: values });
  }
  for (const [key, range] of Object.entries(state.ranges)) {
    const bound = (value?: string) => (value === undefined ? undefined : types.get(key) === "Number" ? Number(value) : value);
    result.push({ key, range: { min: bound(range.min), max: bound(range.max) } });
  }
  return result;
}
