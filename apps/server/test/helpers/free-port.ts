import { createServer, type Server } from 'node:net';

/** A TCP port nothing listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * Several distinct free ports. The kernel hands them out while all the probes are open, so no two
 * are the same; a port picked at random instead can be one an outgoing connection holds.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          probe.on('error', reject);
          probe.listen(0, '127.0.0.1', () => {
            const address = probe.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error('no port'));
          });
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}
