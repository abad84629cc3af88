// `npm run report:geodae`: how complete the registry's Géo'DAE export is, per required field, for
// the configured database (the console's Registry Formats page shows the same).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { geodaeReport, reportLines } from '../modules/geodae/geodae-export';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await geodaeReport(database.db, {});
    console.log(`Géo'DAE 1.0.8 (Slovenian profile), ${report.rows.toLocaleString('en')} AEDs:`);
    for (const line of reportLines(report)) console.log(`  ${line}`);
    return 0;
  } catch (err) {
    console.error(`The report could not be made: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `The report could not be made: ${(err as Error).message}`);
    process.exitCode = 1;
  },
);
