import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      ...importBoundaries([serverPaths, testPaths]),
    },
  },
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
