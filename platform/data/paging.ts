import { z } from "zod";
import type { Pagination } from "../catalogue-contract";
import type { Db } from "../db/index";

/** `page` and `limit` of every paged content call (docs/platform-api.md, Content). */
export const pagingFields = (defaultLimit = 10) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});

export type Paging = { page: number; limit: number };

/**
 * One page of `SELECT <columns> FROM <from>` and the totals. `from` is the FROM..WHERE part
 * and must not order; `orderBy` orders the page. Past the last page: no rows, same totals.
 */
export function pageOf<Row>(
  db: Db,
  query: { columns: string; from: string; orderBy: string; params: Record<string, unknown> },
  paging: Paging
): { rows: Row[]; pagination: Pagination } {
  const totalRecords = db.prepare(`SELECT COUNT(*) FROM ${query.from}`).pluck().get(query.params) as number;
  const rows = db
    .prepare(`SELECT ${query.columns} FROM ${query.from} ORDER BY ${query.orderBy} LIMIT :limit OFFSET :offset`)
    .all({ ...query.params, limit: paging.limit, offset: (paging.page - 1) * paging.limit }) as Row[];
  return {
    rows,
    pagination: {
      page: paging.page,
      limit: paging.limit,
      totalPages: Math.ceil(totalRecords / paging.limit),
      totalRecords,
    },
  };
}
