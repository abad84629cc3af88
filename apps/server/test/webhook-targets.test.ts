import type { LookupAddress, LookupOptions } from 'node:dns';
import { afterEach, describe, expect, it } from 'vitest';
import { newWebhookSecret, sendSignedWebhook } from '../src/modules/webhooks/webhook-sender';
import { addressLookup, refusedTarget, type Resolver } from '../src/modules/webhooks/webhook-target';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

const PUBLIC: LookupAddress = { address: '93.184.216.34', family: 4 };
const LOOPBACK: LookupAddress = { address: '127.0.0.1', family: 4 };

/**
 * A name server that answers each question with the next of its answers, as one that rebinds a
 * name does: a public address to the check, 127.0.0.1 to whatever asks next. No real name server
 * is reachable here, and none is needed: rebind.test exists only in these answers.
 */
function answering(...answers: LookupAddress[][]) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    asked.push(host);
    return answers[Math.min(asked.length, answers.length) - 1];
  };
  return { resolve, asked };
}

/** What the socket would get from the lookup, as net.connect asks for it. */
const lookUp = (lookup: ReturnType<typeof addressLookup>, host: string, options: LookupOptions) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) => lookup(host, options, (error, address) => resolve({ error, address })));

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** A local receiver, and its URL under another host name (or address) on the same port. */
async function receiverAt(host: string) {
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const secret = newWebhookSecret();
  receiver.useSecret(secret);
  const url = new URL(receiver.url);
  url.hostname = host;
  return { receiver, target: { url: url.href, secret } };
}

const message = { id: 'msg_rebinding', body: JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: {} }) };

describe('webhook targets', () => {
  it('refuses IPv4 in odd spellings, and IPv6 forms that carry an internal IPv4 address, unless private networks are allowed', async () => {
    const refused = [
      'http://2130706433/x',
      'http://0x7f.1/x',
      'http://0x7f000001/x',
      'http://0177.0.0.1/x',
      'http://0/x',
      'http://127.1/x',
      'http://127.0.0.1./x',
      'http://[::ffff:7f00:1]/x',
      'http://[::127.0.0.1]/x',
      'http://[::8.8.8.8]/x',
      'http://[64:ff9b::127.0.0.1]/x',
      'http://[64:ff9b::a9fe:a9fe]/latest',
      'http://[64:ff9b:1::808:808]/x',
      'http://[2002:7f00:1::1]/x',
      'http://[2002:c0a8:101::]/x',
      'http://[fec0::1]/x',
    ];
    for (const url of refused) expect(await refusedTarget(url, false), url).toMatch(/public address/);
    // The same forms around a public IPv4 address are public.
    for (const url of ['http://1572395042/x', 'http://[64:ff9b::5db8:d822]/x', 'http://[2002:5db8:d822::1]/x', 'http://[2606:4700::1111]/x']) {
      expect(await refusedTarget(url, false), url).toBeUndefined();
    }
    for (const url of refused) expect(await refusedTarget(url, true), url).toBeUndefined();
  });

  it('hands the socket only addresses it checked: a name that answers public to the check and loopback to the connection is refused', async () => {
    const rebinding = answering([PUBLIC], [LOOPBACK]);
    expect(await refusedTarget('http://rebind.test/hooks', false, rebinding.resolve)).toBeUndefined();
    const lookup = addressLookup({ allowPrivateNetworks: false, resolve: rebinding.resolve });
    const asAll = await lookUp(lookup, 'rebind.test', { all: true });
    expect(asAll.error?.message).toMatch(/public address/);
    const asOne = await lookUp(lookup, 'rebind.test', {});
    expect(asOne.error?.message).toMatch(/public address/);
    // A name with one internal address among public ones is refused too, in either order.
    const mixed = await lookUp(addressLookup({ allowPrivateNetworks: false, resolve: answering([PUBLIC, LOOPBACK]).resolve }), 'mixed.test', { all: true });
    expect(mixed.error?.message).toMatch(/public address/);
    const fine = await lookUp(addressLookup({ allowPrivateNetworks: false, resolve: answering([PUBLIC]).resolve }), 'public.test', { all: true });
    expect(fine).toEqual({ error: null, address: [PUBLIC] });
    expect(rebinding.asked).toEqual(['rebind.test', 'rebind.test', 'rebind.test']);
  });

  it('delivers through the addresses its lookup answered, and never to a name that rebinds to loopback', async () => {
    // Allowed private networks: the name exists only in the fake answers, so a delivery that
    // arrives proves the socket connected to the address the lookup gave it.
    const allowed = await receiverAt('receiver.test');
    const delivered = await sendSignedWebhook(allowed.target, message, { timeoutMs: 2000, allowPrivateNetworks: true, resolve: answering([LOOPBACK]).resolve });
    expect(delivered).toMatchObject({ ok: true, status: 204, error: null });
    expect(allowed.receiver.deliveries).toHaveLength(1);
    expect(allowed.receiver.badSignatures).toEqual([]);

    const { receiver, target } = await receiverAt('rebind.test');
    const rebinding = answering([PUBLIC], [LOOPBACK]);
    expect(await refusedTarget(target.url, false, rebinding.resolve)).toBeUndefined();
    const sent = await sendSignedWebhook(target, message, { timeoutMs: 2000, allowPrivateNetworks: false, resolve: rebinding.resolve });
    expect(sent).toMatchObject({ ok: false, status: null, error: 'Must be a public address (not loopback, private or link-local)' });
    expect(rebinding.asked).toHaveLength(2);
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.badSignatures).toEqual([]);
  });

  it('refuses an internal address written in the URL, however spelt, without connecting', async () => {
    for (const host of ['127.1', '2130706433', '0x7f.0.0.1', '[::ffff:127.0.0.1]']) {
      const { receiver, target } = await receiverAt(host);
      const sent = await sendSignedWebhook(target, message, { timeoutMs: 2000, allowPrivateNetworks: false });
      expect(sent, host).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/public address/) });
      expect(receiver.deliveries, host).toEqual([]);
    }
  });

  it('says why a delivery failed in a few words: a refused connection, a timeout', async () => {
    const { receiver, target } = await receiverAt('127.0.0.1');
    await receiver.close();
    receivers.splice(0);
    const refused = await sendSignedWebhook(target, message, { timeoutMs: 2000, allowPrivateNetworks: true });
    expect(refused).toMatchObject({ ok: false, status: null, error: 'ECONNREFUSED' });
    const silent = await sendSignedWebhook({ ...target, url: 'http://receiver.test/' }, message, {
      timeoutMs: 150,
      allowPrivateNetworks: true,
      resolve: () => new Promise(() => undefined),
    });
    expect(silent).toMatchObject({ ok: false, status: null, error: 'Timed out' });
  });
});
