import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';

const localesFolder = fileURLToPath(new URL('../../../src/locales/', import.meta.url));
const parsed = new Map<string, CatalogType>();

async function catalogue(locale: string, name: string): Promise<CatalogType> {
  const key = `${locale}/${name}`;
  let found = parsed.get(key);
  if (!found) {
    const filename = `${localesFolder}${key}.po`;
    found = (await formatter().parse(await readFile(filename, 'utf8'), { locale, sourceLocale: 'en', filename })) as CatalogType;
    parsed.set(key, found);
  }
  return found;
}

/**
 * A text as the shipped catalogues translate it, placeholders filled: the browser tests read
 * the page in a language by what its translators wrote, so a reviewed wording needs no test change.
 */
export async function translated(
  locale: string,
  source: string,
  values: Record<string, string | number> = {},
  context?: string,
): Promise<string> {
  for (const name of ['app', 'server']) {
    const entry = Object.values(await catalogue(locale, name)).find((item) => item.message === source && item.context === context);
    if (entry?.translation)
      return entry.translation.replace(/\{(\w+)\}/g, (whole, placeholder: string) => String(values[placeholder] ?? whole));
  }
  throw new Error(`No ${locale} translation of "${source}"`);
}
