import type { SeenRequest } from './fetch-mock';
import { json } from './fetch-mock';

/**
 * A server-paged list answer for the fake network: the requested page of `rows` (already in the
 * server's order) with the totals, so a screen in server mode can be driven page by page.
 */
export function pagedAnswer<T>(rows: T[], request: SeenRequest, defaultSize = 10) {
  const page = Number(request.query.get('page') ?? 0);
  const size = Number(request.query.get('size') ?? defaultSize);
  return json(200, { data: rows.slice(page * size, (page + 1) * size), page, pageSize: size, totalCount: rows.length, totalPages: Math.ceil(rows.length / size) });
}
