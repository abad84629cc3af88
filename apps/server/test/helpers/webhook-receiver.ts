import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AedChange } from '@aedatlas/contracts';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  id: string;
  type: string;
  changes: AedChange[];
  /** The status this receiver answered. */
  status: number;
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/**
 * A webhook receiver on a free local port, as a subscriber would write one: it checks every
 * delivery's signature with the Standard Webhooks library, and keeps its own copy of the AEDs by
 * applying each change whose seq is above the last it applied (`applied` counts applications,
 * `repeats` the changes it already had). `fail` decides per delivery whether to answer 500.
 */
export async function startWebhookReceiver() {
  let verifier: Webhook | undefined;
  let keep: (aed: NonNullable<AedChange['aed']>) => boolean = () => true;
  let fail: (delivery: { id: string; n: number }) => number | undefined = () => undefined;
  const deliveries: ReceivedDelivery[] = [];
  const badSignatures: string[] = [];
  const copy = new Map<string, AedChange['aed']>();
  const appliedSeqs: number[] = [];
  let lastSeq = 0;
  let repeats = 0;
  let count = 0;

  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let message: { type: string; data: { changes?: AedChange[] } };
    try {
      message = verifier!.verify(body, headers) as typeof message;
    } catch {
      badSignatures.push(headers['webhook-id'] ?? '?');
      res.writeHead(401).end();
      return;
    }
    const id = headers['webhook-id'];
    const status = fail({ id, n: ++count }) ?? 204;
    const changes = message.data.changes ?? [];
    deliveries.push({ id, type: message.type, changes, status });
    if (status >= 200 && status < 300) {
      for (const change of changes) {
        if (change.seq <= lastSeq) {
          repeats++;
          continue;
        }
        if (change.kind === 'removed' || !change.aed || !keep(change.aed)) copy.delete(change.aedId);
        else copy.set(change.aedId, change.aed);
        appliedSeqs.push(change.seq);
        lastSeq = change.seq;
      }
    }
    res.writeHead(status).end(status >= 300 ? 'x'.repeat(5000) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/aed`,
    deliveries,
    badSignatures,
    copy,
    appliedSeqs,
    get lastSeq() {
      return lastSeq;
    },
    get repeats() {
      return repeats;
    },
    /** The secret the subscription answered: signatures are checked with it from now on. */
    useSecret(secret: string) {
      verifier = new Webhook(secret);
    },
    /** What stays in the copy: an AED that moved out of the subscriber's area is taken off. */
    keepOnly(rule: typeof keep) {
      keep = rule;
    },
    failWith(rule: typeof fail) {
      fail = rule;
    },
    /** Waits until `done()` holds, checking every 50 ms. */
    async waitUntil(done: () => boolean, timeoutMs = 15_000, what = 'the deliveries') {
      const until = Date.now() + timeoutMs;
      while (!done()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
