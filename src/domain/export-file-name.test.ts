import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

const day = new Date('2026-03-05T10:00:00Z');

describe('an export file name', () => {
  it('names the organisation, the assessment and its wave, then the day', () => {
    expect(exportFileName('Contoso', { title: 'DEIB baseline', wave: 2 }, day, 'csv')).toBe(
      'culturelens-contoso-deib-baseline-wave-2-2026-03-05.csv',
    );
  });

  it('is safe for every file system and a Content-Disposition header: ASCII letters, digits and hyphens', () => {
    const name = exportFileName('Café & Co. / Ltd: "Nordic" <Søn>', { title: 'Ünïcode\\path?*|end', wave: 1 }, day, 'pdf');
    expect(name).toBe('culturelens-cafe-co-ltd-nordic-s-n-unicode-path-end-wave-1-2026-03-05.pdf');
    expect(name).toMatch(/^[a-z0-9.-]+$/);
  });

  it('keeps each part short, says the wave once, and falls back to a word when nothing is left', () => {
    const long = exportFileName('A'.repeat(200), { title: 'Pulse (wave 3)', wave: 3 }, day, 'pptx');
    expect(long).toBe(`culturelens-${'a'.repeat(60)}-pulse-wave-3-2026-03-05.pptx`);
    expect(exportFileName('株式会社', { title: '🙂', wave: 1 }, day, 'csv')).toBe(
      'culturelens-organisation-assessment-wave-1-2026-03-05.csv',
    );
  });
});
