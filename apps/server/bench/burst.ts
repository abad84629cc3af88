import { percentileMs, sendBurst } from '../test/helpers/burst';
import { benchAdminToken } from './notifications';
import { record } from './report';

/**
 * 64's burst: 1,100 requests at once on the bench's server (500 Near me and tiles, 100 AED pages,
 * 100 map searches, 150 table searches, 150 admin lists and exports, test/helpers/burst.ts). The
 * emergency reads wait first in line (db/lanes.ts): their p50 and p99, how many were answered,
 * and how many of the others were told to come back.
 */
export async function recordBurst(url: string, port: string) {
  const token = await benchAdminToken(url);
  const ids = ((await (await fetch(`${url}/api/aed/map`)).json()) as { id: string }[]).map((aed) => aed.id);
  const { answers, emergency } = await sendBurst(Number(port), token, ids);
  const answered = emergency.filter((a) => a.status === 200).length;
  const others = answers.slice(emergency.length);
  record(
    'burst of 1,100 at once: emergency reads (Near me, tiles, AED pages, map search) p50, p99, answered',
    `p50 ${percentileMs(emergency, 50)} ms, p99 ${percentileMs(emergency, 99)} ms, ${answered} of ${emergency.length} answered (goal: all); others: ${others.filter((a) => a.status === 503).length} of ${others.length} told to come back`,
  );
}
