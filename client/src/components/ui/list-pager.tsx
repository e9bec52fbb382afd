import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names what is paged, for the navigation landmark. */
  label: string;
};

/** "13–24 of 1,000" and the page buttons under a server-paged list; nothing for a single page. */
export function ListPager({ page, pageSize, total, pageCount, onPage, label }: Props) {
  const { t, i18n } = useTranslation('common');
  if (pageCount <= 1) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const from = number.format((page - 1) * pageSize + 1);
  const to = number.format(Math.min(total, page * pageSize));
  return (
    <div className="flex flex-col items-center gap-3 pt-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-500" aria-live="polite">
        {t('pagination.showing', { from, to, total: number.format(total) })}
      </p>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} label={label} />
    </div>
  );
}
