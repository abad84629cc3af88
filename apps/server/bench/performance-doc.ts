import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAP_ORDER_WINDOW } from '../src/seed/import-aeds';
import { MAP_SCALES } from './map-budgets';
import { ADMIN_STEADY_RATE, P7_CORES } from './p-figures';
import { rows } from './report';

/** PGlite figures go to docs/performance.md, PostgreSQL ones to docs/performance-postgresql.md. */
export function writePerformanceDoc(repoRoot: string, kind: 'pglite' | 'postgres', { count, seconds }: { count: number; seconds: number }) {
  const table = ['| measure | result |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  const file = kind === 'pglite' ? 'docs/performance.md' : 'docs/performance-postgresql.md';
  const other = kind === 'pglite' ? 'The same run on PostgreSQL 15: [performance-postgresql.md](performance-postgresql.md).' : 'The embedded PGlite run: [performance.md](performance.md).';
  const scales = MAP_SCALES.map((n) => n.toLocaleString('en-US')).join(' and ');
  const doc = `# Performance (${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})

Figures from the last \`npm run bench -- --write-docs\` (${new Date().toISOString().slice(0, 10)}). ${other}
The bench generates ${count.toLocaleString('en-US')} AEDs across Europe (\`apps/server/bench/generate-aeds.ts\`),
imports them, starts the real server in its own process (compiled, as \`npm start\` runs it) and
loads it with autocannon from the bench process (10 connections, ${seconds} s per figure). The direct database figure runs the same
repository call (the same SQL) from the bench process, with the same concurrency. The map budgets
(\`apps/server/bench/map-budgets.ts\`, also \`npm run bench:map\`) run at ${scales} AEDs: on this
data, and for every other size on a data set of its own, generated in SQL by the bench's bulk path
(\`bulk-aeds.ts\`: same cities and shares, laid out as the import writes a file, each window of ${MAP_ORDER_WINDOW.toLocaleString('en-US')} rows in
map order; the map's indexes rebuilt after the load; the admin lists' own indexes are left out there, as no
figure on that data reads them).

${table}

The restart line is a restart on an otherwise idle machine, and the line after it says where its
time went (the server's own start-up line). Starts on a busy host, first starts, and what was done
to shorten them: [operations.md](operations.md#start-up-where-the-time-goes).

The lines that start with P1 to P7 compare our figure with the best possible on the same
machine in the same run, and say the ratio and its goal: P1 the health probe through every plugin
next to a bare node:http server; P2 cached map tiles and their 304s next to nginx serving the same
bytes; P3 the nearest-10 query through the API next to the same repository call (the same SQL)
with the same concurrency, and its p99 at a steady load well below saturation; P4 the admin AED
list (search, sort, page and count) the same way, each search's count kept until the AEDs change
and its queries built once per shape on both sides and planned once per connection, or once on the embedded database (\`match-counts.ts\`, \`db/prepared-queries.ts\`, \`db/pglite-kept-statements.ts\`), with its p95 at a steady ${ADMIN_STEADY_RATE} requests a
second, and at that rate the list without a search (each sort, both ways, a few pages in). The steady loads are open-loop: the bench sends each request at its own evenly spaced
moment, whether or not earlier ones were answered, and times it from that moment (autocannon's
rate option sends each second's share in a burst, which measures a queue, not a steady load),
from a thread of its own, so the bench's own garbage collections are not counted as the server's time.
P5 password grants next to raw argon2id
verifications in one process (the faster of libuv's pool and the server's hashing threads, with
nothing else of a sign-in), the two sides in two turns in alternation, the better of each counting
(argon2id is bound by memory, and alone it moved by a third between runs minutes apart on this
shared host), and refresh grants per second; P6 the map page in Chromium; P7 two
API instances on one PostgreSQL next to one (PostgreSQL runs only), on the reads of a phone in an
emergency (nearest-10 and single AED pages in turn, both from the database), twice: on the machine's shared
cores, and with each instance held to ${P7_CORES} of a core by a cgroup (\`bench/cpu-cap.ts\`, what
\`docker run --cpus\` sets), as two machines of that size would be. On the shared cores the second
instance has no core of its own to bring: the load generator, PostgreSQL and the first instance
already keep the machine busy. Capped, each instance is bound by its own share and the load
generator and PostgreSQL run outside the caps; the line says how many of the machine's cores were
busy while both instances ran (below all of them: neither held the instances back). One instance
takes 20 connections, two take 10 each, in two turns in alternation, the better of each counting.
On a two-core machine the load
generator, the database and the server share the cores: ratios above 1 (the API faster than the
direct call) happen when the bench process, which makes the direct call, is the busier side.
P5 misses for the same reason: a password grant's own work (HTTP, its two statements, two ES256
signatures, the database's share) runs on the cores the hashing threads have to themselves in the
ceiling. The line after P5's ratio says where the CPU went, read per thread from Linux's
scheduler (\`/proc/<pid>/task/*/schedstat\`; the hashing threads are the busiest ones): the share of
CPU the server's hashing threads got next to the ceiling's, and the CPU each verification took
there next to alone; the first divided by the second is about the ratio.

How to read it: the map feed is built once per change and served from memory, compressed, so
its throughput is bounded by moving its bytes (megabytes per response at 100,000 AEDs; the load
generator parsing them shares the same two cores), not by the database. It is built in batches of
5,000 AEDs (\`aed-feeds.ts\`: \`feedJson\`), each read, written as JSON, hashed and let go before the
next, with a turn of the event loop between them, and compressed on libuv's pool: the line after the first request says how long any other
request waited at most while it was built. The web map no longer
loads it (docs/map-tiles.md); it stays for older clients. Clients revalidate with the ETag, and
the 304 path is the one that carries repeat visits. The nearest query uses the GiST index on
\`ll_to_earth(latitude, longitude)\` (KNN with \`<->\`); the API figure next to the database figure
shows what HTTP, validation and serialisation add.

The map budgets, each line with our figure, the budget and met or missed:
- **bytes until the first view** (<= 800 KB): everything the page received until the map's first
  complete view, as Chromium counts it on the wire (document, JS, CSS, API answers; the
  third-party raster tiles are answered locally with an empty 204), at the default centre (/map)
  and at a city zoom (Ljubljana, zoom 13, through /embed's view parameters), 1280 x 800.
- **Near me on a slow phone** (<= 3 s from navigation): 360 x 740, 1.6 Mbps down, 750 kbps up,
  150 ms round trip, CPU 4x slower, the location granted in Ljubljana; 'Near me' is pressed as
  soon as it is there, until the first AED of the list is visible. The next line says where the
  time goes (JS before the button, the nearest query). The button and the list come from the
  page's first script (3 KB compressed, \`apps/web/src/features/map/early\`), which runs while the
  app's scripts are still on their way; the app takes its list over when it starts.
- **longest main-thread task while panning and zooming** (<= 200 ms), at the default centre.
- **cached tiles and their 304s next to nginx** (a comparison, no budget): the same tile answers
  (brotli, zoom 0 and 3-15 over the data) served by nginx from files with the same headers, one
  worker like the app's one process, the same autocannon settings and paths, each side warmed up for
  2 s first, unmeasured, then measured in three turns each, app and nginx in alternation, the better
  turn of each side counting (a burst of other work on the machine falls on one turn, not on one
  side). nginx is installed with apt by the bench when missing; it is not a product dependency. At
  ${count.toLocaleString('en-US')} AEDs it runs on the bench's own server after the P1 to P5
  figures, the notifications, the uploads and the map page, at the other sizes on a server that has
  only loaded the map page: a server that has answered other routes answers tiles more slowly than
  one that has answered only tiles (V8 optimises fastify's request path for the objects it has seen;
  each plugin has its own request and reply classes). Measured on the embedded database: a fresh
  100,000-AED server answered 17,700 tile 304s a second, after P1's flood of /api/health 10,000 to
  12,000, nginx unchanged; the first is a bench's artefact, the second what a server in use gives.
`;
  writeFileSync(path.join(repoRoot, file), doc);
  console.log(`wrote ${file}`);
}
