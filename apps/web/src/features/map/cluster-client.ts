import type {
  ClustersResponse,
  IndexedResponse,
  ItemResponse,
  LoadedResponse,
  WorkerRequest,
  WorkerResponse,
} from './lib/cluster-protocol';

type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Promise-style calls to the clustering worker; answers come back in the order asked. */
export class ClusterClient {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  constructor() {
    this.worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module', name: 'aed-clusters' });
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const waiting = this.pending.get(response.requestId);
      if (!waiting) return;
      this.pending.delete(response.requestId);
      if (response.type === 'error') waiting.reject(new Error(response.message));
      else waiting.resolve(response);
    };
    this.worker.onerror = (event) => {
      const error = new Error(event.message || 'The map worker failed');
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
  }

  private call<R extends WorkerResponse>(message: DistributiveOmit<WorkerRequest, 'requestId'>, transfer: Transferable[] = []): Promise<R> {
    if (this.closed) return Promise.reject(new Error('The map worker is closed'));
    const requestId = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (r: WorkerResponse) => void, reject });
      this.worker.postMessage({ ...message, requestId } as WorkerRequest, transfer);
    });
  }

  /**
   * Hands the feed's bytes over (a copy is transferred: the query cache keeps the original);
   * the worker decodes and parses them and lists the status pairs.
   */
  load(bytes: ArrayBuffer): Promise<LoadedResponse> {
    const copy = bytes.slice(0);
    return this.call<LoadedResponse>({ type: 'load', bytes: copy }, [copy]);
  }

  /** A status code per pair (and the filter): the worker (re)builds its index. */
  setStatuses(pairCodes: Uint8Array, query: string, onlyAvailable: boolean): Promise<IndexedResponse> {
    const copy = pairCodes.slice();
    return this.call<IndexedResponse>({ type: 'status', pairCodes: copy, query, onlyAvailable }, [copy.buffer]);
  }

  filter(query: string, onlyAvailable: boolean): Promise<IndexedResponse> {
    return this.call<IndexedResponse>({ type: 'filter', query, onlyAvailable });
  }

  clusters(bbox: [number, number, number, number], zoom: number): Promise<ClustersResponse> {
    return this.call<ClustersResponse>({ type: 'clusters', bbox, zoom });
  }

  async expansionZoom(version: number, clusterId: number): Promise<number | null> {
    const response = await this.call<WorkerResponse>({ type: 'expand', version, clusterId });
    return response.type === 'expand' ? response.zoom : null;
  }

  async item(index: number): Promise<ItemResponse | null> {
    const response = await this.call<WorkerResponse>({ type: 'item', index });
    return response.type === 'item' ? response : null;
  }

  terminate(): void {
    this.closed = true;
    this.worker.terminate();
    for (const waiting of this.pending.values()) waiting.reject(new Error('The map worker is closed'));
    this.pending.clear();
  }
}
