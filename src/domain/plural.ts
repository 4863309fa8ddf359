/**
 * Counted nouns in English: "1 response", "2 responses", "0 responses". The plural category
 * comes from `Intl.PluralRules`, so the choice is the language's rule rather than `=== 1`
 * scattered through the code; the plural form is given where adding an "s" is wrong.
 */
const englishPlurals = new Intl.PluralRules('en-GB');

export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-GB')} ${englishPlurals.select(count) === 'one' ? singular : plural}`;
}
