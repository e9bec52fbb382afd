import { Download, Table2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAnalyticsTranslation } from '../locales/register';
import { type CsvValue, downloadCsv, toCsv } from '../utils/csv';
import { DataTable, type TableColumn } from './data-table';

export type ChartColumn<Row> = TableColumn<Row> & {
  /** The cell in the CSV file: plain numbers and ISO dates, whatever the interface language. */
  csv: (row: Row) => CsvValue;
};

type Props<Row> = {
  id: string;
  title: string;
  description: string;
  /** File name of the download, without the extension. */
  csvName: string;
  columns: ChartColumn<Row>[];
  rows: Row[];
  /** Nothing to draw: the chart gives way to a note (the table and the file still hold the zeros). */
  empty: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * One chart of the enterprise dashboard with its two alternatives: a table of the same data (a toggle, for screen
 * readers and exact figures) and a CSV download made in the browser from those rows.
 */
export function ChartCard<Row>({
  id,
  title,
  description,
  csvName,
  columns,
  rows,
  empty,
  children,
  className,
}: Props<Row>) {
  const { t } = useAnalyticsTranslation();
  const [asTable, setAsTable] = useState(false);
  const download = () =>
    downloadCsv(
      `${csvName}.csv`,
      toCsv(
        columns.map((c) => c.label),
        rows.map((r) => columns.map((c) => c.csv(r))),
      ),
    );

  return (
    <Card className={className}>
      <section aria-labelledby={`${id}-title`} className="flex h-full flex-col">
        <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
          <div className="min-w-0 flex-1">
            <h3 id={`${id}-title`} className="font-semibold text-slate-900">
              {title}
            </h3>
            <p className="mt-0.5 text-sm text-slate-500">{description}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-pressed={asTable}
              aria-label={t('chart.tableView', { title })}
              onClick={() => setAsTable((v) => !v)}
              className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              <Table2 aria-hidden="true" />
              {t('chart.table')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('chart.download', { title })}
              onClick={download}
            >
              <Download aria-hidden="true" />
              {t('chart.csv')}
            </Button>
          </div>
        </div>
        <div className="flex-1 px-5 pb-5">
          {asTable ? (
            <DataTable caption={title} columns={columns} rows={rows} />
          ) : empty ? (
            <p className="flex h-40 items-center justify-center rounded-md bg-slate-50 text-sm text-slate-500">
              {t('chart.empty')}
            </p>
          ) : (
            children
          )}
        </div>
      </section>
    </Card>
  );
}
