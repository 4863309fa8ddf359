import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { linguiChunkCatalogues, linguiTranslations } from './scripts/lingui-chunk-catalogues.ts';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const appUrl = 'http://localhost:3000';

// React Router publishes its production build beside the development one but names only the
// latter in its package exports; the two differ in one flag, the development warnings. A
// production build takes the production copy, `npm run dev:web` and the tests keep the warnings.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
// @lingui/react's shim of a hook React 19 has (src/web/i18n/use-sync-external-store.ts).
const syncExternalStore = fileURLToPath(new URL('./src/web/i18n/use-sync-external-store.ts', import.meta.url));

export default defineConfig(({ command }) => ({
  root,
  // Lingui's macros by its native transform, and `.po` catalogues compiled when imported (decision 0053);
  // the production build gives each chunk the translations of its own texts instead
  // (scripts/lingui-chunk-catalogues.ts; `app` holds every text of the web app).
  plugins: [lingui({ macroTransform: true }), react(), tailwindcss(), linguiChunkCatalogues(linguiTranslations('app'))],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
          ]
        : [],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Inline assets would need a looser Content-Security-Policy (data: everywhere).
    assetsInlineLimit: 0,
    // No preload lists in the scripts: they named every page's chunks in the shell (3.2 kB gzip on
    // the respondent's page, decision 0053). A page's chunk names what it imports itself; the
    // server names a first page's chunks in the shell it sends (src/server/http/page-preloads.ts).
    modulePreload: false,
    rolldownOptions: {
      // The project's own modules do nothing when imported but export (styles aside): a page takes
      // from a feature's index.ts only what it uses, not every module the index re-exports.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(`${sourceRoot}/`) || id.endsWith('.css') },
      output: {
        // What every app page loads, in one file: React 19 (React DOM, its scheduler), React Router
        // and TanStack Query, the same runtime as `npm run dev:web` and the tests (docs/decisions/0045).
        // Compressed together they are smaller than in the chunks the bundler would make of them.
        // Libraries of some pages only (forms and the zod their schemas need, charts, password
        // dictionaries) stay in their pages' chunks: the browser reads API answers without zod
        // (docs/decisions/0032).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\// },
            // The shell's own modules (and Lingui's runtime, Vite's import helper) in one file, the
            // entry, instead of eight small ones: each file costs its own compression and imports.
            {
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: /\/src\/|\/node_modules\/@lingui\/|vite\/preload-helper/,
            },
            // The same for what the pages about assessments share, the form controls most pages
            // draw with (and the reading of API errors), and the questionnaire, which only the pages
            // that answer one load. Only the modules named: what they import stays where it was.
            // Together with the shell's, 3.5 kB less gzip on /assessment/:id, 0.1 kB more on
            // /results-dashboard (decision 0053).
            {
              name: 'assessment-parts',
              includeDependenciesRecursively: false,
              test: /\/src\/(web\/features\/assessments\/(parts|queries)|domain\/(messages\/assessments|answer-scale|question-kind-limits))\.tsx?$/,
            },
            {
              name: 'ui',
              includeDependenciesRecursively: false,
              test: /\/src\/web\/(components\/ui\/(cn|badge|input|label|field|textarea|progress|radio-group)|api-errors)\.tsx?$/,
            },
            {
              name: 'answering',
              includeDependenciesRecursively: false,
              test: /\/src\/web\/features\/assessments\/(questionnaire|question-flow|question-card|use-question-flow|use-answer-saving|save-note|answer-input|answer-shortcuts)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev:web`: pages from Vite, the API from the app beside it. The app answers only its
  // own host and refuses writes from other origins, so the proxy presents requests as the app's.
  // The slash matters: a bare '/api' prefix also sent the modules /api-client.ts and /api-errors.ts
  // to the app, and no page loaded.
  server: {
    proxy: {
      '/api/': {
        target: appUrl,
        changeOrigin: true,
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', appUrl)),
      },
    },
  },
}));
