/**
 * `npm run i18n:import -- <file.json>…`: takes translations into the catalogues. Each file is an
 * array of `{ message, context?, de?, fr?, es?, ar? }`, `message` being the source text as the
 * catalogues hold it (ICU placeholders and numbered tags). A translation fills a message of any
 * catalogue that has no translation yet (with `--overwrite`, also one that has) and is marked
 * as awaiting a native speaker's review. Prints what no catalogue had.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { NEEDS_REVIEW } from './i18n-catalogues.ts';

type Incoming = { message: string; context?: string } & Record<string, string | undefined>;

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ cwd: projectRoot });
const args = process.argv.slice(2);
const overwrite = args.includes('--overwrite');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0) throw new Error('Name the JSON files of translations to take in.');

const keyOf = (message: string, context?: string) => `${context ?? ''}\u0004${message}`;
const incoming = new Map<string, Incoming>();
for (const file of files) {
  for (const item of JSON.parse(readFileSync(file, 'utf8')) as Incoming[]) incoming.set(keyOf(item.message, item.context), item);
}

const used = new Set<string>();
let filled = 0;
for (const catalog of await getCatalogs(config)) {
  const all = await catalog.readAll();
  for (const locale of config.locales.filter((locale) => locale !== config.sourceLocale)) {
    const entries = all[locale] ?? {};
    for (const entry of Object.values(entries)) {
      const key = keyOf(entry.message ?? '', entry.context);
      const translation = incoming.get(key)?.[locale];
      if (!translation) continue;
      used.add(key);
      if (entry.translation && !overwrite) continue;
      entry.translation = translation;
      const extra = (entry.extra ?? {}) as { translatorComments?: string[]; flags?: string[] };
      extra.translatorComments = [...new Set([...(extra.translatorComments ?? []), NEEDS_REVIEW])];
      entry.extra = extra;
      filled += 1;
    }
    await catalog.write(locale, entries);
  }
}

const unused = [...incoming.keys()].filter((key) => !used.has(key));
console.log(`${filled} translations taken in.`);
if (unused.length > 0)
  console.log(`No catalogue has these ${unused.length} texts:\n${unused.map((key) => `  ${key.split('\u0004')[1]}`).join('\n')}`);
