type PageQuery = { page: number; limit: number };

/**
 * The rows a paged read asks for: one more than the page shows (it tells whether a next page
 * exists), from the start of the page. A page past the end reads nothing and is an empty list.
 */
export function pageWindow(q: PageQuery): { limit: number; offset: number } {
  return { limit: q.limit + 1, offset: (q.page - 1) * q.limit };
}

/** The page of a list read with pageWindow: its items mapped, and whether more follow. */
export function toPage<Row, Item>(rows: Row[], q: PageQuery, map: (row: Row) => Item) {
  return {
    docs: rows.slice(0, q.limit).map(map),
    page: q.page,
    limit: q.limit,
    hasNextPage: rows.length > q.limit,
  };
}
