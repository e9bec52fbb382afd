import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

/** "21–40 of 55" and the page buttons; nothing for a single page. */
export function ListPager(props: {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('greenrefit');
  if (props.pageCount <= 1) return null;
  const from = (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <div className="flex flex-col items-center gap-3 pt-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-500">{t('list.showing', { from, to, total: props.total })}</p>
      <Pagination page={props.page} pageCount={props.pageCount} onPage={props.onPage} label={props.label} />
    </div>
  );
}
