import { existsSync, readFileSync } from 'node:fs';

/**
 * A new embedded database as PGlite's initdb leaves it, kept as a gzipped tarball beside this
 * module's built file by the production build (scripts/build.mjs). PGlite's initdb inside
 * WebAssembly took about 2 s of CPU on the first start on an empty DATA_DIR (the `database`
 * phase, 3.9 s on two cores); unpacking the copy takes about 0.6 s. It holds no data and no keys:
 * the migrations, the seed data and every key are made at the first start as before.
 */
export const NEW_DATABASE_TEMPLATE = 'pglite-new-database.tar.gz';

/** The build's new database, or undefined when there is none (running from the TypeScript source). */
export function newDatabaseTemplate(): Blob | undefined {
  const file = new URL(`./${NEW_DATABASE_TEMPLATE}`, import.meta.url);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
