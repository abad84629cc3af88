import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'cut' | 'blackhole';

/**
 * A TCP proxy in front of a database that a test can break: `cut` resets every connection and
 * refuses new ones (a crashed server, a pulled cable with RST); `blackhole` accepts and holds
 * every byte without an answer (a silent network), delivering what it held once restored, as
 * TCP retransmission would.
 */
export interface TcpProxy {
  port: number;
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { to: Socket; chunk: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();

  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === 'blackhole') pair.held.push({ to, chunk });
      else if (!to.destroyed) to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    set(next) {
      mode = next;
      if (next === 'cut') {
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.destroy();
        }
        pairs.clear();
      }
      if (next === 'pass') {
        for (const pair of pairs) {
          for (const { to, chunk } of pair.held.splice(0)) if (!to.destroyed) to.write(chunk);
        }
      }
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy in front of the PostgreSQL server of `databaseUrl`, and the same URL through it. */
export async function proxyInFrontOf(databaseUrl: string): Promise<{ proxy: TcpProxy; viaProxy: string }> {
  const direct = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const via = new URL(direct);
  via.host = `127.0.0.1:${proxy.port}`;
  return { proxy, viaProxy: via.toString() };
}
