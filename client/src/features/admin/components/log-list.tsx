import type * as React from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadCsvLink } from './download-csv-link';
import { AdminList, type AdminListProps } from './list-states';
import { ShowIdsToggle } from './record-name';

type LogListProps<T> = Omit<AdminListProps<T>, 'section' | 'actions' | 'minWidth' | 'row'> & {
  section: 'activities' | 'auditLogs';
  /** The CSV of the log as filtered. */
  csvHref: string;
  row: (item: T, view: { now: Date; showIds: boolean }) => React.ReactNode;
};

/** A log tab (activities, audit logs), newest first, with "Show IDs" and the CSV download beside its title. */
export function LogList<T>({ csvHref, row, ...list }: LogListProps<T>) {
  const { t } = useTranslation('admin');
  const [showIds, setShowIds] = useState(false);
  // One clock for the whole page, so neighbouring rows never disagree about 'just now'.
  const now = new Date();
  return (
    <AdminList
      {...list}
      minWidth="min-w-[760px]"
      actions={
        <>
          <ShowIdsToggle checked={showIds} onChange={setShowIds} />
          <DownloadCsvLink href={csvHref} label={t(`${list.section}.download`)} />
        </>
      }
      row={(item) => row(item, { now, showIds })}
    />
  );
}
