/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula. Such cells get a leading apostrophe, which they show as text.
 * A plain negative number (an eNPS of -17) is no formula: it stays a number to sort and chart.
 */
export function neutraliseCell(value: string): string {
  if (/^-\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
