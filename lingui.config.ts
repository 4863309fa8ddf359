import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';
import { LOCALES, SOURCE_LOCALE } from './src/domain/locales.ts';

/**
 * The message catalogues (decision 0053). Three per language, so a page loads only the texts it
 * can show:
 * - `respondent`: what answering an assessment at /assessment/:id shows (the app's frame, the
 *   shared components, the guards, the questionnaire). That page loads this one only; it counts
 *   against the page's script budget (tests/e2e/bundle-budget.test.ts), so it holds nothing else.
 * - `app`: every text of the web app (the respondent's ones again, so no page needs two files
 *   in a known order). Every other page loads it, the consent page and the assessment overviews too.
 * - `server`: what the server writes itself: error messages, e-mails, the PDF and the presentation.
 * `npm run i18n:check` fails when a catalogue misses a text of the code, holds one the code no
 * longer has, or lacks a translation.
 */
const respondentSources = [
  'src/web/*.{ts,tsx}',
  'src/web/components/',
  'src/web/features/accounts/auth-context.tsx',
  'src/web/features/accounts/require-auth.tsx',
  'src/web/features/assessments/',
  // The answer scale's labels.
  'src/domain/answer-scale.ts',
  'src/domain/messages/assessments.ts',
  'src/domain/messages/errors.ts',
  // What the guards and the frame say: signing in (guardMessages, authMessages), no organisation.
  'src/domain/messages/accounts.ts',
  'src/domain/messages/organisations.ts',
  'src/domain/question-kinds/',
];

/** Shared components only pages other than the respondent's show: the public pages' facts, lists paged and filtered. */
const notOnTheRespondentsPages = [
  'src/web/components/site/',
  'src/web/components/ui/list-pager.tsx',
  'src/web/components/ui/list-filters.tsx',
  // The overviews of a person's assessments and the dashboard's card: `app` pages.
  'src/web/features/assessments/active-assessment-page.tsx',
  'src/web/features/assessments/anonymous-assessments-page.tsx',
  'src/web/features/assessments/assessment-list.tsx',
  'src/web/features/assessments/employee-assessment-card.tsx',
];

/** The assessments folder's administrator screens: building, opening and controlling a set. */
const administratorAssessmentScreens = [
  'src/web/features/assessments/builder-*',
  'src/web/features/assessments/assessment-builder.tsx',
  'src/web/features/assessments/assessment-control*',
  'src/web/features/assessments/build-your-own-card.tsx',
  'src/web/features/assessments/built-in-set-form.tsx',
  'src/web/features/assessments/create-assessment-page.tsx',
  'src/web/features/assessments/schedule-fields.tsx',
];

const notTranslated = ['**/*.test.{ts,tsx}', '**/test-fixtures.ts', '**/test-support/**', 'src/web/test-support.tsx'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ lineNumbers: false }),
  extractors: [createSwcExtractor()],
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/respondent',
      include: respondentSources,
      exclude: [...administratorAssessmentScreens, ...notOnTheRespondentsPages, ...notTranslated],
    },
    { path: '<rootDir>/src/locales/{locale}/app', include: ['src/web/', 'src/domain/'], exclude: notTranslated },
    { path: '<rootDir>/src/locales/{locale}/server', include: ['src/server/', 'src/domain/'], exclude: notTranslated },
  ],
});
