/**
 * `npm run i18n:check` (CI runs it): every catalogue of lingui.config.ts matches the code. Fails
 * when a catalogue lacks a text the code has (run `npm run i18n:extract`), keeps one the code no
 * longer has (`npm run i18n:extract` removes it), or lacks a translation in a shipped language.
 * Translations still awaiting a native speaker's review are counted, not refused (decision 0053).
 */
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { catalogueProblems, NEEDS_REVIEW, type PoExtra } from './i18n-catalogues.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ cwd: projectRoot });
const problems: string[] = [];
const awaitingReview = new Map<string, number>();

for (const catalog of await getCatalogs(config)) {
  const extracted = (await catalog.collect()) ?? {};
  const stored = await catalog.readAll();
  for (const locale of config.locales) {
    const file = catalog.getFilename(locale).replace(`${projectRoot}/`, '').replace(projectRoot, '');
    const entries = stored[locale] ?? {};
    problems.push(...catalogueProblems({ file, extracted, entries, translated: locale !== config.sourceLocale }));
    const reviews = Object.values(entries).filter((entry) =>
      (entry.extra as PoExtra | undefined)?.translatorComments?.includes(NEEDS_REVIEW),
    ).length;
    if (reviews > 0) awaitingReview.set(file, reviews);
  }
}

for (const [file, count] of awaitingReview) console.log(`${file}: ${count} translations await a native speaker's review`);
if (problems.length > 0) {
  console.error(problems.slice(0, 200).join('\n'));
  if (problems.length > 200) console.error(`… and ${problems.length - 200} more`);
  console.error(
    `\n${problems.length} catalogue problems. \`npm run i18n:extract\` brings the catalogues in line with the code; translations are added in the .po files.`,
  );
  process.exit(1);
}
console.log('Every catalogue matches the code, and every text is translated.');
