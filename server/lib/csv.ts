import type { Response } from 'express';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell, following OWASP's CSV-injection advice for both list separators (`,` and the `;` of German
 * and other European spreadsheet settings): every cell is quoted (RFC 4180, `"` doubled), and a text that
 * starts with = + - @ (or a tab or carriage return), or has one of them after a separator inside it, gets an
 * apostrophe before it, so no spreadsheet runs it as a formula, whichever separator it splits on and even if it
 * ignores the quotes. Numbers and booleans the server writes itself are data, not text someone typed.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(/^([=+\-@\t\r])/, "'$1").replace(/([,;]\s*)([=+\-@])/g, "$1'$2");
  }
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Waits until the response can take more, or is closed (the client went away). */
function drained(res: Response) {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Streams a CSV download batch by batch: each batch is written as it arrives and the next one is only read once
 * the response has taken the last (backpressure), so memory holds one batch whatever the row count.
 */
export async function streamCsv<T>(
  res: Response,
  opts: { filename: string; header: string[]; batches: AsyncIterable<T[]>; row: (item: T) => CsvValue[] },
) {
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${opts.filename}"`,
  });
  // The byte order mark lets spreadsheet programs read the UTF-8 (names in Chinese or German) correctly.
  res.write(`\uFEFF${csvLine(opts.header)}`);
  for await (const batch of opts.batches) {
    if (res.destroyed) return;
    const text = batch.map((item) => csvLine(opts.row(item))).join('');
    if (!res.write(text)) await drained(res);
  }
  res.end();
}

/** `feederhub-users-2026-03-01.csv`: the list's name and the day (UTC) of the export. */
export const csvFilename = (list: string, now: Date) =>
  `feederhub-${list}-${now.toISOString().slice(0, 10)}.csv`;
