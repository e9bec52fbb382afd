import { cn } from '@/lib/utils';

export type TableColumn<Row> = {
  key: string;
  label: string;
  numeric?: boolean;
  /** The cell as shown (localised numbers and dates). */
  display: (row: Row) => string;
};

/** A chart's data as a table: the first column names the row (a period or a route), the others hold its figures. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
}) {
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn('whitespace-nowrap px-3 py-2 font-medium', c.numeric && 'text-right')}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are in a fixed order and never reordered.
            <tr key={i}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                    {c.display(row)}
                  </th>
                ) : (
                  <td
                    key={c.key}
                    className={cn('whitespace-nowrap px-3 py-1.5', c.numeric && 'text-right tabular-nums')}
                  >
                    {c.display(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
