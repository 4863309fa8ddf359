import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text.ts';

describe('CSV text written in the browser', () => {
  it('matches what the server writes with csv-stringify, for plain and awkward cells', () => {
    const rows = [
      ['Organisation Name', 'Score', 'Note'],
      ['Plain', '3.50', ''],
      ['Comma, Ltd', 'He said "hi"', 'two\r\nlines'],
      ["'=SUM(A1)", ' spaced ', 'Ünïcode – “quotes”'],
    ];
    expect(csvText(rows)).toBe(`\uFEFF${stringify(rows, { record_delimiter: 'windows' })}`);
  });

  it('quotes a lone line feed or carriage return too, so no cell can start a new record', () => {
    expect(csvText([['a\nb', 'c\rd']])).toBe('\uFEFF"a\nb","c\rd"\r\n');
  });
});
