// SPEC 9: the pager shows up to 9 page numbers around the current page.
export const PAGE_NUMBERS_SHOWN = 9;

/** The page numbers to show: a window of `length` pages around `current`, kept inside 1..total. */
export function pageNumbers(current: number, total: number, length = PAGE_NUMBERS_SHOWN): number[] {
  if (total < 1) return [];
  const count = Math.min(length, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** A requested page number, or 1 when it is missing, not a whole number, or outside 1..total. */
export function validPage(requested: unknown, total: number): number {
  const page = Number(requested);
  return Number.isInteger(page) && page >= 1 && page <= Math.max(1, total) ? page : 1;
}
