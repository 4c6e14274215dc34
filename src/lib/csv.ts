/**
 * CSV exports (admin spec: registrations, Par 3 registrations, members), made
 * with papaparse: UTF-8 with a byte-order mark so Excel reads Arabic and
 * European names alike, and every cell that a spreadsheet would run as a
 * formula (= + - @, tab, carriage return at its start) neutralised.
 */
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, with a leading apostrophe where a spreadsheet would see a formula. */
export function safeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The CSV text of a header row and data rows (CRLF line ends, BOM first). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + Papa.unparse({ fields: [...header], data: rows.map((row) => row.map(safeCell)) }, { newline: '\r\n' });
}

/** Builds the CSV and saves it as `fileName` (loads nothing else: papaparse is part of the admin chunk). */
export async function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): Promise<void> {
  const { downloadFile } = await import('./download');
  downloadFile(fileName, toCsv(header, rows), 'text/csv;charset=utf-8');
}
