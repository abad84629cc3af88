import { apiErrorSchema } from '@aedatlas/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { cellText, csvLine } from './csv';
import { sendStreamedDownload } from './streamed-download';

/** Rows read per query: a few MB at most in memory, few enough round trips for 100,000 rows. */
export const LIST_EXPORT_BATCH = 2000;

/** A spreadsheet reads UTF-8 (Slovenian letters) only with the byte order mark. */
const BOM = '\uFEFF';

export interface ListExport<Q extends { page: number; size: number }> {
  /** The list's path under /api; the export answers at `${path}/export.csv`. */
  path: string;
  /** The list's own guard (admin). */
  onRequest: onRequestHookHandler;
  /** The list's own query schema: the export takes the same search, filters and sort. */
  query: ZodType<Q>;
  /** One row as the list answers it: its fields are the columns, nothing else leaves. */
  item: ZodType;
  /** The list's own query (search, sort and paging in SQL). */
  list: (query: Q) => Promise<{ data: unknown[]; totalCount?: number }>;
  /** 'aeds' gives 'aeds-2026-11-24.csv'. */
  fileName: string;
  /** Fields that mean nothing in a file (signed picture addresses that expire). */
  omit?: readonly string[];
  tags: string[];
}

function columnsOf(item: ZodType, omit: readonly string[], firstRow: Record<string, unknown> | undefined): string[] {
  const keys = item instanceof z.ZodObject ? Object.keys(item.shape) : Object.keys(firstRow ?? {});
  return keys.filter((key) => !omit.includes(key));
}

/**
 * The whole list as CSV, filtered and sorted as on screen: the list's own query, a batch of
 * pages at a time, streamed. Each row goes through the list's answer schema, so a column the
 * list does not show (a password hash) can never reach the file. Rows added or removed while a
 * long export runs may shift between batches, as they would between pages.
 */
async function* csvOf<Q extends { page: number; size: number }>(spec: ListExport<Q>, query: Q, first: { data: unknown[]; totalCount?: number }): AsyncGenerator<string> {
  const parse = (rows: unknown[]) => rows.map((row) => spec.item.parse(row) as Record<string, unknown>);
  let rows = parse(first.data);
  const columns = columnsOf(spec.item, spec.omit ?? [], rows[0]);
  yield BOM + csvLine(columns);
  // A list that pages by a smaller size of its own still moves on page by page: the count, when
  // the list gives one, says when the end is reached, not a batch shorter than asked.
  let sent = 0;
  for (let page = 0; ; ) {
    if (rows.length) yield rows.map((row) => csvLine(columns.map((column) => cellText(row[column])))).join('');
    sent += rows.length;
    const more = first.totalCount === undefined ? rows.length === LIST_EXPORT_BATCH : rows.length > 0 && sent < first.totalCount;
    if (!more) return;
    page += 1;
    rows = parse((await spec.list({ ...query, page, size: LIST_EXPORT_BATCH })).data);
  }
}

/** GET `${path}/export.csv`: the list beside it, whole, as a spreadsheet file. */
export function registerListExport<Q extends { page: number; size: number }>(fastify: FastifyInstance, spec: ListExport<Q>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  app.get(
    `${spec.path}/export.csv`,
    {
      onRequest: spec.onRequest,
      schema: {
        tags: spec.tags,
        security: [{ bearerAuth: [] }],
        description: 'The whole list as CSV (UTF-8 with BOM), with the same search, filters and sort as the list; page and size are ignored.',
        querystring: spec.query,
        response: errors,
      },
    },
    async (request, reply) => {
      const query = request.query as Q;
      // The first batch before any header: a refused query or a database fault still gets its status.
      const first = await spec.list({ ...query, page: 0, size: LIST_EXPORT_BATCH });
      const day = new Date().toISOString().slice(0, 10);
      return sendStreamedDownload(request, reply, csvOf(spec, query, first), {
        type: 'text/csv; charset=utf-8',
        fileName: `${spec.fileName}-${day}.csv`,
        cacheControl: 'private, no-store',
      });
    },
  );
}
