import type { CatalogType, ExtractedCatalogType } from '@lingui/conf';

/** The translator comment on a machine-made translation until a native speaker has read it. */
export const NEEDS_REVIEW = 'needs native review';

export type PoExtra = { translatorComments?: string[]; flags?: string[] };

/** What is wrong with one language's catalogue against the texts extracted from the code. */
export function catalogueProblems(options: {
  file: string;
  extracted: ExtractedCatalogType;
  entries: CatalogType<PoExtra>;
  translated: boolean;
}): string[] {
  const { file, extracted, entries, translated } = options;
  const problems: string[] = [];
  for (const [id, message] of Object.entries(extracted)) {
    const entry = entries[id];
    const where = message.origin[0]?.[0] ?? 'the code';
    if (!entry || entry.obsolete) problems.push(`${file}: lacks "${message.message ?? id}" (${where})`);
    else if (translated && !entry.translation) problems.push(`${file}: no translation of "${message.message ?? id}" (${where})`);
  }
  for (const [id, entry] of Object.entries(entries)) {
    if (!(id in extracted)) problems.push(`${file}: holds "${entry.message ?? id}", which the code no longer has`);
  }
  return problems;
}
