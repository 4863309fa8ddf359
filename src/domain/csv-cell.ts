/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula. Such cells get a leading apostrophe, which they show as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
