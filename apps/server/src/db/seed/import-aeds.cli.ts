// `npm run import:aeds -- FILE`: imports an OpenStreetMap AED export into the configured database.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { importAedsFromFile } from './import-aeds';

const USAGE = 'Usage: npm run import:aeds -- FILE   (an OpenStreetMap CSV or GeoJSON export of AEDs)';
/** Enough to see what is wrong with a file without burying the summary line. */
const MAX_SKIPS_SHOWN = 10;

async function main(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  const [fileArg] = args;
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
    const result = await importAedsFromFile(database.db, filePath, {
      onSkip: (reason) => {
        if (++skips <= MAX_SKIPS_SHOWN) console.warn(`Skipped ${reason}`);
      },
    });
    if (skips > MAX_SKIPS_SHOWN) console.warn(`... and ${skips - MAX_SKIPS_SHOWN} more skipped`);
    console.log(`Imported ${fileArg}: ${result.inserted} inserted, ${result.updated} updated, ${result.skipped} skipped`);
    return 0;
  } catch (err) {
    console.error(`Import of ${fileArg} failed, nothing was imported: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
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
