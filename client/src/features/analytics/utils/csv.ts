export type CsvValue = string | number | null;

/**
 * A cell as RFC 4180 wants it (quoted when it holds a comma, quote or line break). Text that a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe; numbers are written as they are.
 */
function cell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: the header row, then one line per row, CRLF line ends. */
export const toCsv = (header: string[], rows: CsvValue[][]) =>
  `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

/**
 * Saves text as a file from the browser, with a byte-order mark so spreadsheet programs read the UTF-8 (Chinese
 * and German headers) correctly.
 */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
