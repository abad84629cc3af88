// Compiles the server to JavaScript in apps/server/dist, so production runs plain `node` with no
// TypeScript compiler in the process. One ESM bundle per entry holds the server's own code and the
// workspace package @aedatlas/contracts (published as TypeScript source); every npm package stays
// external and is loaded from node_modules as usual.
//
// Files the server reads at run time are found relative to the module that reads them
// (`import.meta.url`: migrations, seed data, the web app's dist). In the bundle each module's
// `import.meta.url` is rewritten to where that module would sit in dist (src/db/client.ts reads
// dist/db/client.js), and every non-TypeScript file of src is copied to the same place in dist, so
// each relative path resolves as it does from src. dist sits beside src, so paths that leave the
// server folder (../../../web/dist) land on the same place too.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { cpSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
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

const bundledPackages = ['@aedatlas/contracts'];
// What the production install (`npm ci --omit=dev`) provides: the server's and contracts' dependencies.
const runtimeDependencies = new Set(
  ['apps/server/package.json', 'packages/contracts/package.json'].flatMap((file) =>
    Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {}),
  ),
);
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** npm packages stay imports; a package the production install would not have fails the build. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return { path: specifier, external: true };
      const name = packageName(specifier);
      if (bundledPackages.includes(name)) return undefined;
      if (!runtimeDependencies.has(name)) return { errors: [{ text: `${name} is imported at run time but is not a dependency of apps/server` }] };
      return { path: specifier, external: true };
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

const moduleUrlHelpers = "import { fileURLToPath as __builtFilePath } from 'node:url'; import { dirname as __builtDirname } from 'node:path';";

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
    plugins: [sourceOnlyLeftOut, externalPackages, moduleUrls],
  });
  for (const file of assets(srcDir)) cpSync(file, path.join(outDir, path.relative(srcDir, file)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `node build.mjs [outDir]`: apps/server/dist unless another folder is named.
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : distDir;
  await buildServer(outDir);
  console.log(`server built into ${path.relative(process.cwd(), outDir) || '.'}`);
}
