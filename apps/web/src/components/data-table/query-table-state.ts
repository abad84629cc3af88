/** The parts of a TanStack query a table reads. */
interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a DataTable shows of the query behind it: loading, failed with Try again, reloading in the background. */
export function queryTableState(query: TableQuery) {
  return { isLoading: query.isPending, isError: query.isError, isFetching: query.isFetching, onRetry: () => void query.refetch() };
}
