import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The import direction of the architecture: domain is pure and imports neither side;
// the web app never imports the server; the server never imports the web app.
const importBoundaries = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const serverPaths = {
  regex: '^#server/|(^|/)server/',
  message: 'The server is off limits here (domain → nothing, web → domain only).',
};
const webPaths = {
  regex: '^#web/|(^|/)web/',
  message: 'The web app is off limits here (domain → nothing, server → domain only).',
};
const testPaths = { regex: '^#tests/|(^|/)tests/', message: 'Application code must not import test code.' };
const nodeBuiltins = {
  regex: '^node:',
  message: 'src/domain is pure: no I/O, no Node built-ins. Put this in src/server.',
};

// Feature boundaries in the web app: another feature is entered only through its index.ts
// (what it offers to others) or its routes.tsx (its lazy pages, for the router); shared
// pieces live outside the features (components/, api-client.ts, api-errors.ts, paths.ts …)
// and are imported by their #web/ alias. Test files may also use another feature's
// test-fixtures.ts.
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url));
const featureInternals = (allowed) => ({
  regex: `(^#web/|^(\\.\\.?/)+)features/[^/]+/(?!(${allowed})$)`,
  message: 'Another feature is reached only through its index.ts (or routes.tsx, for the router).',
});
const leavingTheFeature = {
  regex: '^\\.\\./',
  message: 'Outside this feature, import by alias: #web/… for shared modules, #web/features/<name>/index.ts for another feature.',
};
const otherFeatureInternals = (feature, allowed) => ({
  regex: `^#web/features/(?!${feature}/)[^/]+/(?!(${allowed})$)`,
  message: 'Another feature is reached only through its index.ts (or routes.tsx, for the router).',
});
const webBoundaries = (files, extraFor) => [
  {
    files: files.map((glob) => `src/web/${glob}`),
    ignores: ['src/web/features/**'],
    rules: importBoundaries([serverPaths, testPaths, featureInternals(extraFor)]),
  },
  ...webFeatures.map((feature) => ({
    files: files.map((glob) => `src/web/features/${feature}/${glob}`),
    rules: importBoundaries([serverPaths, testPaths, leavingTheFeature, otherFeatureInternals(feature, extraFor)]),
  })),
];

// Module boundaries in the server: the shared platform (auth, crypto, db, http, rate-limit) may
// be imported anywhere; every other folder is a module entered only through its index.ts (and,
// for app.ts, its routes.ts). Other folders are imported by their #server/ alias. Tests may
// reach into a module to set up what they test.
const serverPlatform = new Set(['auth', 'crypto', 'db', 'http', 'rate-limit']);
const serverModules = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverPlatform.has(entry.name))
  .map((entry) => entry.name);
const moduleInternals = (own, allowed) => ({
  regex: `^#server/(?!${own}/)(${serverModules.join('|')})/(?!(${allowed})$)`,
  message: 'Another server module is reached only through its index.ts.',
});
const relativeOutsideFolder = {
  regex: '^\\.\\./',
  message: 'Outside this folder, import by alias: #server/<folder>/… (another module through its index.ts).',
};
const serverBoundaries = [
  {
    files: ['src/server/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: importBoundaries([
      webPaths,
      testPaths,
      moduleInternals('-', 'index\\.ts|routes\\.ts'),
      { regex: '^\\./[^/]+/', message: 'Import other folders by alias: #server/<folder>/index.ts.' },
    ]),
  },
  ...[...serverModules, ...serverPlatform].map((folder) => ({
    files: [`src/server/${folder}/**/*.ts`],
    ignores: ['src/server/**/*.test.ts'],
    rules: importBoundaries([webPaths, testPaths, relativeOutsideFolder, moduleInternals(folder, 'index\\.ts')]),
  })),
];

// Size limits for application code (the architecture issue): a file over 300 lines, a component
// over 150 or a function over 80 does too much and is split by what its parts show or do.
// Blank lines and comments do not count. Tests and test fixtures are exempt.
const applicationCode = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test-fixtures.ts', 'src/**/test-support.tsx', 'src/domain/test-support/**'],
};
const sizeLimit = (max) => ({ max, skipBlankLines: true, skipComments: true });
const sizeLimits = [
  { ...applicationCode, rules: { 'max-lines': ['error', sizeLimit(300)] } },
  { ...applicationCode, files: ['src/**/*.ts'], rules: { 'max-lines-per-function': ['error', sizeLimit(80)] } },
  { ...applicationCode, files: ['src/**/*.tsx'], rules: { 'max-lines-per-function': ['error', sizeLimit(150)] } },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: importBoundaries([serverPaths, webPaths, testPaths, nodeBuiltins]),
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: importBoundaries([serverPaths, webPaths]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...webBoundaries(['**/*.{ts,tsx}'], 'index\\.ts|routes\\.tsx').map((config) => ({
    ...config,
    ignores: [...(config.ignores ?? []), 'src/web/**/*.test.{ts,tsx}'],
  })),
  ...webBoundaries(['**/*.test.{ts,tsx}'], 'index\\.ts|routes\\.tsx|test-fixtures\\.ts'),
  ...serverBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...sizeLimits,
);
