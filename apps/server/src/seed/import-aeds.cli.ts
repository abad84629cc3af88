// `npm run import:aeds -- [--partial] FILE`: imports an OpenStreetMap AED export into the configured
// database. The file is the whole dataset unless --partial (a region extract) says otherwise.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { aedImportRuns } from '../modules/aed-import/aed-import.table';
import { openDatabase } from '../db/client';
import { countOsmRecords, ImportBlockedError, importAedsFromFile, type ImportAedsResult } from './import-aeds';

const USAGE =
  'Usage: npm run import:aeds -- [--partial] FILE   (an OpenStreetMap CSV or GeoJSON export of AEDs;\n' +
  '       --partial: the file is an extract, so AEDs it lacks are not flagged as missing in OSM)';
/** Enough to see what is wrong with a file without burying the summary line. */
const MAX_SKIPS_SHOWN = 10;

async function main(args: string[]): Promise<number> {
  const partial = args.includes('--partial');
  const rest = args.filter((a) => a !== '--partial');
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const [fileArg] = rest;
  // npm runs scripts from the repository root; INIT_CWD is where the user typed the command.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  const problem = await whyUnreadable(filePath);
  if (problem) {
    console.error(`Cannot import ${fileArg}: ${problem}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    let skips = 0;
    const total = await countOsmRecords(filePath);
    const progress = progressPrinter(total);
    const mode = partial ? 'partial' : 'full';
    // Recorded like a console import (no one signed in started it), so its conflicts name a run.
    const [run] = await database.db
      .insert(aedImportRuns)
      .values({ fileName: path.basename(filePath), mode, status: 'running', total })
      .returning({ id: aedImportRuns.id });
    let result: ImportAedsResult;
    try {
      result = await importAedsFromFile(database.db, filePath, {
        mode,
        runId: run.id,
        // As in the console: a full file that would flag too many AEDs as missing is refused.
        guardRemovals: true,
        onSkip: (reason) => {
          if (++skips <= MAX_SKIPS_SHOWN) progress.print(`Skipped ${reason}`);
        },
        onProgress: progress.update,
      });
    } catch (err) {
      progress.done();
      await database.db
        .update(aedImportRuns)
        .set(err instanceof ImportBlockedError ? { status: 'blocked', blocked: err.message, finishedAt: new Date() } : { status: 'failed', error: (err as Error).message.slice(0, 500), finishedAt: new Date() })
        .where(eq(aedImportRuns.id, run.id));
      throw err;
    }
    progress.done();
    await database.db
      .update(aedImportRuns)
      .set({ status: 'done', processed: total, report: result, finishedAt: new Date() })
      .where(eq(aedImportRuns.id, run.id));
    if (skips > MAX_SKIPS_SHOWN) console.warn(`... and ${skips - MAX_SKIPS_SHOWN} more skipped`);
    console.log(`Imported ${fileArg}: ${summary(result)}`);
    return 0;
  } catch (err) {
    console.error(`Import of ${fileArg} failed, nothing was imported: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

function summary(r: ImportAedsResult): string {
  return (
    `${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.skipped} skipped, ` +
    `${r.conflicts} conflicts with admin edits, ${r.flaggedMissing} flagged missing in OSM, ${r.restored} back in OSM, ` +
    `${r.linked} linked to AEDs of other sources, ${r.kept} kept (keep ours), ${r.moved} moved`
  );
}

/**
 * Progress on stderr, so stdout keeps only the report. On a terminal one line is redrawn; piped
 * into a file or a CI log, each step is a plain line (a redraw there is a mess of \r).
 */
function progressPrinter(total: number) {
  const tty = process.stderr.isTTY === true;
  let drawn = false;
  const line = (n: number) => `Imported ${n}/${total}${total ? ` (${Math.floor((n / total) * 100)}%)` : ''}...`;
  return {
    update(n: number) {
      if (tty) {
        process.stderr.write(`\r${line(n)}`);
        drawn = true;
      } else console.error(line(n));
    },
    /** A message between redraws goes on its own line. */
    print(message: string) {
      if (drawn) process.stderr.write('\n');
      drawn = false;
      console.warn(message);
    },
    done() {
      if (drawn) process.stderr.write('\n');
      drawn = false;
    },
  };
}

/** Checked before the database is opened, so a typo does not create or migrate a data directory. */
async function whyUnreadable(filePath: string): Promise<string | undefined> {
  try {
    if (!(await stat(filePath)).isFile()) return `${filePath} is not a file`;
    await access(filePath, constants.R_OK);
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `${filePath} does not exist`;
    if (code === 'EACCES') return `${filePath} is not readable (permission denied)`;
    return (err as Error).message;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Import failed: ${(err as Error).stack ?? err}`);
    process.exitCode = 1;
  },
);
