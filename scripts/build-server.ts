/**
 * Compiles the server to plain JavaScript: src/server/main.ts and everything it imports from
 * src/ (the `#domain/*` and `#server/*` imports included) into one ES module,
 * dist/server/main.js, so a release runs on `node` alone, without a TypeScript loader; the
 * operator's commands likewise (dist/server/end-sessions.js, dist/server/create-platform-admin.js,
 * backup.js, restore.js, move-secrets.js), and the
 * worker thread that owns the embedded database into dist/server/pglite-worker.js.
 * Packages stay imports of node_modules: they read their own files at run time (pdfkit's
 * fonts, pglite's WebAssembly, email-providers' list), which a bundle would cut off.
 * Files the server reads itself are found from the project folder (src/server/project-root.ts):
 * drizzle/ (migrations), dist/web (the web build) and package.json.
 * `npm run build` runs this through scripts/build.ts; scripts/start.js when sources changed.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { linguiEsbuild } from './lingui-esbuild.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(projectRoot, 'dist/server');
export const compiledServer = join(outdir, 'main.js');

/** The packages the compiled server imports, e.g. `drizzle-orm` for `drizzle-orm/pglite`. */
function importedPackages(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? imported.path));
    }
  }
  return packages;
}

/** Chunks of earlier builds (their names carry a hash of their content): a release must not ship them. */
function removeEarlierChunks(): void {
  if (!existsSync(outdir)) return;
  for (const file of readdirSync(outdir)) if (file.startsWith('chunks-')) rmSync(join(outdir, file));
}

export async function buildServer(): Promise<void> {
  removeEarlierChunks();
  const result = await build({
    entryPoints: {
      main: join(projectRoot, 'src/server/main.ts'),
      'end-sessions': join(projectRoot, 'src/server/sessions/end-all-main.ts'),
      'create-platform-admin': join(projectRoot, 'src/server/platform/create-admin-main.ts'),
      backup: join(projectRoot, 'src/server/backups/backup-main.ts'),
      restore: join(projectRoot, 'src/server/backups/restore-main.ts'),
      'move-secrets': join(projectRoot, 'src/server/backups/move-secrets-main.ts'),
      // The thread that owns the embedded database, started by the server beside it (decision 0019).
      'pglite-worker': join(projectRoot, 'src/server/db/pglite-worker.ts'),
    },
    outdir,
    absWorkingDir: projectRoot,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    // The server's start loads its bulk (./serve.ts) while the embedded database opens: a chunk of
    // its own. Chunks stay beside the entries, as the code in them finds files from its own place.
    splitting: true,
    chunkNames: 'chunks-[name]-[hash]',
    target: 'node20.19',
    // Stack traces in production logs can be mapped back with `node --enable-source-maps`.
    sourcemap: 'linked',
    metafile: true,
    plugins: [linguiEsbuild(projectRoot)],
    logLevel: 'warning',
  });

  // A release installs `dependencies` only: a package the server imports from devDependencies
  // would work here and fail there, so it fails here.
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const missing = [...importedPackages(result.metafile)].filter((name) => !(name in (manifest.dependencies ?? {})));
  if (missing.length > 0) {
    throw new Error(
      `The server imports packages that are not in "dependencies" of package.json, so a production install lacks them: ${missing.join(', ')}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
