/**
 * CSV cells as RFC 4180 writes them, safe to open in a spreadsheet: a cell that a spreadsheet
 * would run as a formula (`=`, `@`, or `+`/`-` not starting a number) gets a leading apostrophe.
 * Phone numbers (`+386 ...`) and negative coordinates stay as they are.
 */
function defused(value: string): string {
  return /^[=@\t\r]|^[+-](?![\d\s.(])/.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | undefined): string {
  if (value === undefined) return '';
  const safe = defused(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly (string | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A value of an API record as one cell: dates as ISO 8601, lists and objects as JSON, nothing as empty. */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
