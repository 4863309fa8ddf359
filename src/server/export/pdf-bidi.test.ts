import { describe, expect, it } from 'vitest';
import { visualPieces } from './pdf-bidi.ts';

/** A line's pieces as drawn from left to right, Latin pieces in [brackets]. */
const drawn = (line: string) =>
  visualPieces(line)
    .map((piece) => (piece.latin ? `[${piece.text}]` : piece.text))
    .join('|');

describe('right-to-left lines of the PDF report', () => {
  it('keeps an Arabic line whole for pdfkit to shape and reverse', () => {
    expect(drawn('تقرير التقييم')).toBe('تقرير التقييم');
  });

  it('lays out figures and names right to left among Arabic words, each read left to right', () => {
    expect(drawn('نسبة الإكمال: 85.7% (6 من 7 أشخاص)')).toBe('[(]| أشخاص|[7]| من |[6]|[)]| |[85.7%]| |[:]|نسبة الإكمال');
    expect(drawn('المؤسسة: Contoso Ltd')).toBe('[Contoso]| |[Ltd]| |[:]|المؤسسة');
    expect(drawn('التقييم: DEIB · wave 1')).toBe('[DEIB]| |[·]| |[wave]| |[1]| |[:]|التقييم');
    expect(drawn('القيادة 4.00 · جيد · n=6')).toBe('[n=6]| |[·]| جيد |[·]| |[4.00]|القيادة ');
  });

  it('reads a line that starts in Latin letters left to right, its Arabic words in place', () => {
    expect(drawn('Results as of 29 نوفمبر 2026')).toBe('[Results]| |[as]| |[of]| |[29]| |نوفمبر| |[2026]');
  });

  it('keeps a sign with its figure and drops the direction marks Intl writes', () => {
    expect(drawn('تغير +0.30')).toBe('[+0.30]|تغير ');
    expect(drawn('50\u200E%\u200E مؤيد')).toBe(' مؤيد|[50%]');
  });
});
