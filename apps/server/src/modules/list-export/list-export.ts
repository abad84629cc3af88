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

/** A batch of a keyset export: its rows as the list answers them, and the key after the last one (none at the end). */
export interface ExportBatch {
  data: unknown[];
  next?: unknown;
  /** With the first batch: how many rows the file will hold, as the export begins (its progress). */
  total?: number;
}

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
  /**
   * For a list whose order ends on a unique key: the batch after `after` (the first batch without
   * it), and where the next one starts. Paging by offset rereads every row sent before it (an
   * export of n rows reads n²/2), and on a newest-first list that is written to during the
   * export, each new row at the top shifts the rest down a place, so rows come twice.
   */
  batchAfter?: (query: Q, after: unknown, size: number) => Promise<ExportBatch>;
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

/** The list's rows batch by batch, in its order, ending with an empty batch; with the first, how many there are when known. */
type BatchReader = () => Promise<{ rows: unknown[]; total?: number }>;

/**
 * Batches by key when the list has one (see `batchAfter`). Otherwise page by page: a list that
 * pages by a smaller size of its own still moves on page by page, and the count, when the list
 * gives one, says when the end is reached, not a batch shorter than asked. Rows added or removed
 * while such an export runs may shift between batches, as they would between pages.
 */
function batchesOf<Q extends { page: number; size: number }>(spec: ListExport<Q>, query: Q): BatchReader {
  const { batchAfter } = spec;
  if (batchAfter) {
    let after: unknown;
    let ended = false;
    return async () => {
      if (ended) return { rows: [] };
      const batch = await batchAfter(query, after, LIST_EXPORT_BATCH);
      after = batch.next;
      ended = batch.next === undefined;
      return { rows: batch.data, total: batch.total };
    };
  }
  let page = 0;
  let sent = 0;
  let total: number | undefined;
  let more = true;
  return async () => {
    if (!more) return { rows: [] };
    const { data, totalCount } = await spec.list({ ...query, page: page++, size: LIST_EXPORT_BATCH });
    total ??= totalCount;
    sent += data.length;
    more = total === undefined ? data.length === LIST_EXPORT_BATCH : data.length > 0 && sent < total;
    return { rows: data, total };
  };
}

/**
 * The whole list as CSV, filtered and sorted as on screen: the list's own query, a batch at a
 * time, streamed. Each row goes through the list's answer schema, so a column the list does not
 * show (a password hash) can never reach the file.
 */
async function* csvOf<Q extends { page: number; size: number }>(spec: ListExport<Q>, first: unknown[], next: BatchReader): AsyncGenerator<string> {
  const parse = (rows: unknown[]) => rows.map((row) => spec.item.parse(row) as Record<string, unknown>);
  let rows = parse(first);
  const columns = columnsOf(spec.item, spec.omit ?? [], rows[0]);
  yield BOM + csvLine(columns);
  while (rows.length) {
    yield rows.map((row) => csvLine(columns.map((column) => cellText(row[column])))).join('');
    rows = parse((await next()).rows);
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
        description: 'The whole list as CSV (UTF-8 with BOM), with the same search, filters and sort as the list; page and size are ignored.',
        querystring: spec.query,
        response: errors,
      },
    },
    async (request, reply) => {
      const query = request.query as Q;
      const next = batchesOf(spec, query);
      // The first batch before any header: a refused query or a database fault still gets its status.
      const first = await next();
      const day = new Date().toISOString().slice(0, 10);
      return sendStreamedDownload(request, reply, csvOf(spec, first.rows, next), {
        type: 'text/csv; charset=utf-8',
        fileName: `${spec.fileName}-${day}.csv`,
        cacheControl: 'private, no-store',
        // The rows to come, for the progress a client shows (rows added meanwhile may change it a little).
        headers: first.total === undefined ? undefined : { 'x-total-count': String(first.total) },
      });
    },
  );
}
