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
  { files: files.map((glob) => `src/web/${glob}`), ignores: ['src/web/features/**'], rules: importBoundaries([serverPaths, testPaths, featureInternals(extraFor)]) },
  ...webFeatures.map((feature) => ({
    files: files.map((glob) => `src/web/features/${feature}/${glob}`),
    rules: importBoundaries([serverPaths, testPaths, leavingTheFeature, otherFeatureInternals(feature, extraFor)]),
  })),
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
  ...webBoundaries(['**/*.{ts,tsx}'], 'index\\.ts|routes\\.tsx').map((config) => ({ ...config, ignores: [...(config.ignores ?? []), 'src/web/**/*.test.{ts,tsx}'] })),
  ...webBoundaries(['**/*.test.{ts,tsx}'], 'index\\.ts|routes\\.tsx|test-fixtures\\.ts'),
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: importBoundaries([webPaths, testPaths]),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
