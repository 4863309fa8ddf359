import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';
import { LOCALES, SOURCE_LOCALE } from './src/domain/locales.ts';

/**
 * The message catalogues (decision 0053), two per language:
 * - `app`: every text of the web app. `npm run dev:web` and the tests load it whole; the
 *   production build cuts it into the catalogues of each chunk's own texts
 *   (scripts/lingui-chunk-catalogues.ts), so a page loads the translations of its scripts only.
 * - `server`: what the server writes itself: error messages, e-mails, the PDF and the presentation.
 * `npm run i18n:check` fails when a catalogue misses a text of the code, holds one the code no
 * longer has, or lacks a translation.
 */
const notTranslated = ['**/*.test.{ts,tsx}', '**/test-fixtures.ts', '**/test-support/**', 'src/web/test-support.tsx'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ lineNumbers: false }),
  extractors: [createSwcExtractor()],
  orderBy: 'message',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/app', include: ['src/web/', 'src/domain/'], exclude: notTranslated },
    { path: '<rootDir>/src/locales/{locale}/server', include: ['src/server/', 'src/domain/'], exclude: notTranslated },
  ],
});
