/** A name part safe on every file system and in a Content-Disposition header: ASCII letters and digits joined by hyphens, at most 60 characters. */
function fileNamePart(text: string, fallback: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const part = ascii.slice(0, 60).replace(/-+$/, '');
  return part === '' ? fallback : part;
}

/**
 * An export's file name: `culturelens-<organisation>-<assessment>-wave-<n>-YYYY-MM-DD.<ext>`
 * (DESIGN.md), so files of several organisations, assessments and waves never share a name.
 * A title ending in "(wave 2)" names its wave once.
 */
export function exportFileName(
  organisation: string,
  assessment: { title: string; wave: number },
  date: Date,
  extension: 'csv' | 'pdf' | 'pptx',
): string {
  const title = assessment.title.replace(/\s*\(wave \d+\)$/i, '');
  return `culturelens-${fileNamePart(organisation, 'organisation')}-${fileNamePart(title, 'assessment')}-wave-${assessment.wave}-${date.toISOString().slice(0, 10)}.${extension}`;
}
