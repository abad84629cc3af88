import { parentPort, workerData } from 'node:worker_threads';
import { nodeCount } from './foot-graph';
import { cacheFileFor, extractHash, readGraphFile, writeGraphFile } from './graph-file';
import { footGraphFromExtract } from './read-extract';
import { type Point, Walker } from './shortest-walks';
import type { NetworkFacts, ThreadAnswer, ThreadQuestion } from './walking-messages';

/**
 * The walking network's own thread: it loads the graph (from its cache file, or by reading the
 * extract and writing the cache), then answers one question at a time. Searches never run on the
 * server's event loop, and the graph's memory is this thread's alone.
 */
const port = parentPort!;
const { file } = workerData as { file: string };

async function load(): Promise<{ walker: Walker; facts: NetworkFacts }> {
  const started = performance.now();
  const hash = await extractHash(file);
  const cacheFile = cacheFileFor(file, hash);
  let graph = await readGraphFile(cacheFile);
  const fromCache = Boolean(graph);
  let cacheWritten = fromCache;
  if (!graph) {
    graph = await footGraphFromExtract(file);
    cacheWritten = await writeGraphFile(cacheFile, graph).then(
      () => true,
      (err: Error) => {
        port.postMessage({ kind: 'warning', message: `The walking network's cache could not be written beside the extract (${err.message}); the next start reads the extract again` } satisfies ThreadAnswer);
        return false;
      },
    );
  }
  const walker = new Walker(graph);
  let pieces = 0;
  let largest = 0;
  for (const size of graph.componentSize) largest = Math.max(largest, size);
  pieces = graph.targets.length / 2;
  const bytes = [graph.lat7, graph.lon7, graph.offsets, graph.targets, graph.meters, graph.component].reduce((sum, a) => sum + a.byteLength, 0);
  return {
    walker,
    facts: {
      nodes: nodeCount(graph),
      pieces,
      largestComponent: largest,
      fromCache,
      cacheWritten,
      loadMs: Math.round(performance.now() - started),
      graphBytes: bytes,
    },
  };
}

const loading = load();
loading.then(
  ({ facts }) => port.postMessage({ kind: 'ready', facts } satisfies ThreadAnswer),
  (err: Error) => port.postMessage({ kind: 'failed', message: err.message } satisfies ThreadAnswer),
);

port.on('message', async (question: ThreadQuestion) => {
  const { walker } = await loading;
  const from: Point = question.from;
  try {
    if (question.kind === 'walks') port.postMessage({ kind: 'walks', id: question.id, walks: walker.walks(from, question.targets, question.reachMeters) } satisfies ThreadAnswer);
    else port.postMessage({ kind: 'route', id: question.id, route: walker.route(from, question.to, question.reachMeters) ?? null } satisfies ThreadAnswer);
  } catch (err) {
    port.postMessage({ kind: 'error', id: question.id, message: (err as Error).message } satisfies ThreadAnswer);
  }
});
