import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const sourceRoot = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const appUrl = 'http://localhost:3000';

/**
 * The browser's production build runs on Preact's React compatibility layer: 9.5 kB gzip instead
 * of React DOM's 60 kB, most of what brings the app's pages towards their JavaScript budgets
 * (docs/decisions/0030). Only there: `npm run dev:web`, the landing page's pre-render and every
 * component test run React itself, and the browser tests check the build that ships.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' && !isSsrBuild ? preactForReact : [] },
  build: {
    outDir,
    emptyOutDir: true,
    // Inline assets would need a looser Content-Security-Policy (data: everywhere).
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The project's own modules do nothing when imported but export (styles aside): a page takes
      // from a feature's index.ts only what it uses, not every module the index re-exports.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(`${sourceRoot}/`) || id.endsWith('.css') },
      output: {
        // What every app page loads, in one file: compressed together it is 3.5 kB gzip smaller than
        // in the six chunks the bundler made of it. Libraries of some pages only (forms and the zod
        // their schemas need, charts, password dictionaries) stay in their pages' chunks: the
        // browser reads API answers without zod (docs/decisions/0032).
        codeSplitting: {
          groups: [{ name: 'framework', test: /\/node_modules\/(preact|react-router|@tanstack)\// }],
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
