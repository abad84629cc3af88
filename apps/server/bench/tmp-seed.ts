import { openDatabase } from '../src/db/client';
import { generateEuropeanAeds } from './generate-aeds';
import { importAeds } from '../src/db/seed/import-aeds';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/aedatlas_p4', dataDir: '' });
await database.migrate();
const r = await importAeds(database.db, generateEuropeanAeds(100_000));
console.log(r.added);
await database.close();
