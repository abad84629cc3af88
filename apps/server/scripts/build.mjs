// Compiles the server to JavaScript in apps/server/dist, so production runs plain `node` with no
// TypeScript compiler in the process. One ESM bundle per entry holds the server's own code, the
// workspace package @aedatlas/contracts (published as TypeScript source) and the npm packages it
// loads at start: resolving and reading some 800 files of node_modules one by one was half of a
// start's time (`modules` in the start-up line, 1.6 s of 2.9 s). The packages it loads only when a
// setting or a first use asks for them, and those that read files of their own beside their code,
// stay in node_modules.
//
// Files the server reads at run time are found relative to the module that reads them
// (`import.meta.url`: migrations, seed data, the web app's dist). In the bundle each module's
// `import.meta.url` is rewritten to where that module would sit in dist (src/db/client.ts reads
// dist/db/client.js), and every non-TypeScript file of src is copied to the same place in dist, so
// each relative path resolves as it does from src. dist sits beside src, so paths that leave the
// server folder (../../../web/dist) land on the same place too.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const server = path.resolve(import.meta.dirname, '..');
const root = path.resolve(server, '../..');
export const srcDir = path.join(server, 'src');
export const distDir = path.join(server, 'dist');
export const entries = {
  main: 'src/main.ts',
  'import-aeds.cli': 'src/seed/import-aeds.cli.ts',
  // A thread's own entry: it starts from its file, not from the main bundle.
  'modules/walking/walking-thread': 'src/modules/walking/walking-thread.ts',
};

/**
 * npm packages that stay in node_modules: those the server imports only when needed (S3 storage,
 * Redis, mail, image checks, push, PostgreSQL, opening hours), so a start does not read them, and
 * those that load files of their own at run time (PGlite's WebAssembly and extensions, argon2's
 * native module, the API docs' static pages).
 */
const loadedWhenNeeded = ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'ioredis', 'nodemailer', 'sharp', 'file-type', 'web-push', 'pg', 'opening_hours'];
const readsItsOwnFiles = ['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui'];
const leftInNodeModules = new Set([...loadedWhenNeeded, ...readsItsOwnFiles]);
// What the production install (`npm ci --omit=dev`) provides: the server's and contracts' dependencies.
const runtimeDependencies = new Set(
  ['apps/server/package.json', 'packages/contracts/package.json'].flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {}),
  ),
);
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Which npm imports are bundled and which stay imports from node_modules. A package the server's
 * code imports must be one the production install has: anything else fails the build.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return { path: specifier, external: true };
      const name = packageName(specifier);
      if (leftInNodeModules.has(name)) return { path: specifier, external: true };
      // A bundled package's own dependencies come with it, as npm installed them.
      if (importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      if (name !== '@aedatlas/contracts' && !runtimeDependencies.has(name)) {
        return { errors: [{ text: `${name} is imported at run time but is not a dependency of apps/server` }] };
      }
      return undefined;
    });
  },
};

/**
 * Gives each server module the `import.meta.url` (and `dirname`, `filename`) it would have at its
 * own place in dist.
 */
const moduleUrls = {
  name: 'module-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const relative = path.relative(srcDir, file);
      if (relative.startsWith('..')) return { errors: [{ text: `${file} uses import.meta outside apps/server/src; give it a place in dist first` }] };
      const asBuilt = './' + relative.split(path.sep).join('/').replace(/\.tsx?$/, '.js');
      const url = `new URL(${JSON.stringify(asBuilt)}, import.meta.url)`;
      const contents = source
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.filename', `__builtFilePath(${url})`)
        .replaceAll('import.meta.dirname', `__builtDirname(__builtFilePath(${url}))`);
      const unmapped = /import\.meta\.(?!(?:url|filename|dirname)\b)\w+/.exec(source);
      if (unmapped) return { errors: [{ text: `${file}: ${unmapped[0]} has no place in dist` }] };
      return { contents, loader: path.extname(file).slice(1) };
    });
  },
};
/**
 * `*.source-only.ts`: what the server needs only when it runs from its TypeScript source (starting
 * a thread through tsx); the bundle gets a module of the same functions that throw in its place,
 * so nothing of tsx is in it.
 */
const sourceOnlyLeftOut = {
  name: 'source-only-left-out',
  setup(b) {
    b.onLoad({ filter: /\.source-only\.ts$/ }, ({ path: file }) => {
      const names = [...readFileSync(file, 'utf8').matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
      const stubs = names.map((name) => `export function ${name}() { throw new Error('${name} runs only from the TypeScript source'); }`);
      return { contents: stubs.join('\n'), loader: 'js' };
    });
  },
};

/**
 * pino asks for the file names of its caller's stack each time a logger is made (to resolve
 * transport targets, which the server does not use). With `--enable-source-maps` Node maps those
 * frames through the bundle's source map, and the first such call parsed the 6 MB map of main.js:
 * 0.13 to 0.16 s of a start's CPU on the main thread. The bundled copy asks for the frames as they
 * are in dist; stack traces in the log still name the TypeScript files.
 */
const pinoCallersUnmapped = {
  name: 'pino-callers-unmapped',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]pino[\\/]lib[\\/]caller\.js$/ }, ({ path: file }) => {
      const source = readFileSync(file, 'utf8');
      const call = 'getCallSites().slice(2)';
      if (!source.includes(call)) return { errors: [{ text: `${file}: pino's caller lookup changed; see pinoCallersUnmapped in build.mjs` }] };
      return { contents: source.replace(call, '(util.getCallSites ? util.getCallSites({ sourceMap: false }) : getCallSites()).slice(2)'), loader: 'js' };
    });
  },
};

// `require` for the CommonJS packages in the bundle (their calls to `require('node:…')`).
const moduleUrlHelpers =
  "import { createRequire as __builtCreateRequire } from 'node:module'; const require = __builtCreateRequire(import.meta.url); import { fileURLToPath as __builtFilePath } from 'node:url'; import { dirname as __builtDirname } from 'node:path';";

// drizzle-kit's schema snapshots (migrations/meta/*_snapshot.json) only serve `db:generate`;
// the migrator reads the SQL files and _journal.json.
const notNeededAtRunTime = (name) => /\.tsx?$/.test(name) || /_snapshot\.json$/.test(name);

function* assets(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* assets(file);
    else if (!notNeededAtRunTime(name)) yield file;
  }
}

/** `outDir`: another place than apps/server/dist (a test's own copy); the build works from anywhere. */
export async function buildServer(outDir = distDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: server,
    entryPoints: entries,
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Keeps class and function names in logs and errors as they are in the source.
    keepNames: true,
    // The bundle says it is one: code that runs only from the TypeScript source is not taken.
    define: { 'process.env.AEDATLAS_BUNDLE': '"true"' },
    banner: { js: moduleUrlHelpers },
    logLevel: 'warning',
    plugins: [sourceOnlyLeftOut, pinoCallersUnmapped, externalPackages, moduleUrls],
  });
  for (const file of assets(srcDir)) cpSync(file, path.join(outDir, path.relative(srcDir, file)));
  await writeNewDatabaseTemplate(path.join(outDir, 'db', 'pglite-new-database.tar.gz'));
}

/**
 * A new embedded database as PGlite's initdb makes it, which a first start on an empty DATA_DIR
 * unpacks instead of running initdb (src/db/pglite-new-database.ts reads it). Made with the PGlite
 * of this install, so it matches the one the server runs.
 */
async function writeNewDatabaseTemplate(file) {
  const { PGlite } = await import('@electric-sql/pglite');
  const database = await PGlite.create();
  const tarball = await database.dumpDataDir('gzip');
  await database.close();
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `node build.mjs [outDir]`: apps/server/dist unless another folder is named.
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : distDir;
  await buildServer(outDir);
  console.log(`server built into ${path.relative(process.cwd(), outDir) || '.'}`);
}
