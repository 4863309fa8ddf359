/**
 * Builds the web app into dist/web in three Vite passes:
 *   1. the single-page app (vite.config.ts as is);
 *   2. src/web/arrival.ts, the landing page's only script, into dist/web/assets;
 *   3. src/web/prerender.tsx as an SSR bundle, run once to write the landing page in every shipped
 *      language: dist/web/prerendered/index.html (British English) and index.<locale>.html beside it
 *      (src/server/http/landing-locale.ts chooses among them);
 * then writes brotli and gzip copies beside every compressible file (scripts/precompress.ts).
 * `npm run build` runs it through scripts/build.ts, as does scripts/start.js when sources changed.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LogLevel, Rolldown } from 'vite';
import type * as Prerender from '../src/web/prerender.tsx';
import { SOURCE_LOCALE } from '../src/domain/locales.ts';
import { precompressFolder } from './precompress.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(projectRoot, 'vite.config.ts');
const webSource = join(projectRoot, 'src/web');
const webRoot = join(projectRoot, 'dist/web');
export const prerenderedLandingPage = join(webRoot, 'prerendered/index.html');

type BuildResult = Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher;

function entryChunk(result: BuildResult, name: string): Rolldown.OutputChunk {
  const outputs = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type === 'chunk' && item.isEntry && item.name === name) return item;
    }
  }
  throw new Error(`The build produced no entry chunk "${name}"`);
}

export async function buildWebApp(options: { logLevel?: LogLevel } = {}): Promise<void> {
  // Vite keeps a NODE_ENV it finds (vitest's `test`, a shell's `development`), and then React's
  // plugin compiles JSX for React's development runtime: 50–60 kB more gzip JavaScript on every page.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildAllPasses(options.logLevel ?? 'info');
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildAllPasses(logLevel: LogLevel): Promise<void> {
  const { build } = await import('vite');

  // With the manifest of which chunks each page needs: the server names a page's chunks in the
  // shell it sends (src/server/http/page-preloads.ts). The passes below write none over it.
  await build({ configFile, logLevel, build: { manifest: true } });

  // Its own pass: as a second input of the first, the modules it shares with the app became a
  // shared chunk that the script had to load, zod included (89 kB).
  const arrival = entryChunk(
    await build({
      configFile,
      logLevel,
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { arrival: join(webSource, 'arrival.ts') },
        },
      },
    }),
    'arrival',
  );
  const libraries = arrival.moduleIds.filter((id) => id.includes('/node_modules/'));
  if (libraries.length > 0) {
    throw new Error(`The landing page script must not bundle libraries, but src/web/arrival.ts now includes:\n  ${libraries.join('\n  ')}`);
  }

  // Inside the project, so that the bundle's bare imports (react, react-router …) resolve from node_modules.
  const ssrOutDir = await mkdtemp(join(projectRoot, 'dist', '.prerender-'));
  try {
    const ssr = entryChunk(
      await build({
        configFile,
        logLevel,
        build: { ssr: join(webSource, 'prerender.tsx'), outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
      }),
      'prerender',
    );
    const prerender = (await import(pathToFileURL(join(ssrOutDir, ssr.fileName)).href)) as typeof Prerender;
    const template = await readFile(join(webRoot, 'index.html'), 'utf8');
    const pages = prerender.prerenderLandingPages(template, `/${arrival.fileName}`);
    await mkdir(join(webRoot, 'prerendered'), { recursive: true });
    for (const [locale, html] of Object.entries(pages)) {
      await writeFile(locale === SOURCE_LOCALE ? prerenderedLandingPage : join(webRoot, `prerendered/index.${locale}.html`), html);
    }
  } finally {
    await rm(ssrOutDir, { recursive: true, force: true });
  }

  // Last, so that the pre-rendered page is compressed too.
  const compressed = await precompressFolder(webRoot);
  if (logLevel === 'info') {
    const sum = (sizes: (number | null)[]) => sizes.reduce<number>((total, size) => total + (size ?? 0), 0);
    const withCopies = compressed.filter((file) => file.brotliBytes !== null || file.gzipBytes !== null);
    const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `precompressed ${withCopies.length} of ${compressed.length} text files: ${kilobytes(sum(withCopies.map((file) => file.bytes)))} → ` +
        `${kilobytes(sum(withCopies.map((file) => file.brotliBytes)))} brotli, ${kilobytes(sum(withCopies.map((file) => file.gzipBytes)))} gzip`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildWebApp();
}
