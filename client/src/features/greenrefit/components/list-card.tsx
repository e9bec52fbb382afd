import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/list-states';
import { PagedList, type PagedQuery, type PagerProps } from '@/components/ui/paged-list';

type Props<T> = {
  /** Where its texts stand: <texts>.title, description, loading, loadFailed, empty, emptyHint, pagination. */
  texts: 'saved' | 'myQuotes' | 'adminQuotes';
  query: PagedQuery<T> & { refetch: () => unknown };
  pager: PagerProps;
  emptyIcon: LucideIcon;
  /** Above the list, such as its filter. */
  filter?: ReactNode;
  /** Left out when the assessment is printed. */
  screenOnly?: boolean;
  listClassName?: string;
  /** One `<li>` with its key. */
  renderItem: (item: T) => ReactNode;
  /** After the card's content: its dialogs. */
  children?: ReactNode;
};

/** A card holding one of GreenRefit's server-paged lists, titled and described, in its states. */
export function ListCard<T>({
  texts,
  query,
  pager,
  emptyIcon,
  filter,
  screenOnly = false,
  listClassName = 'divide-y divide-slate-100',
  renderItem,
  children,
}: Props<T>) {
  const { t } = useTranslation('greenrefit');
  return (
    <Card className={screenOnly ? 'print:hidden' : undefined}>
      <CardHeader>
        <CardTitle>{t(`${texts}.title`)}</CardTitle>
        <CardDescription>{t(`${texts}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className={filter ? 'space-y-4' : undefined}>
        {filter}
        <PagedList
          query={query}
          pager={pager}
          pagerLabel={t(`${texts}.pagination`)}
          loading={<ListSkeleton label={t(`${texts}.loading`)} />}
          error={<ListError message={t(`${texts}.loadFailed`)} onRetry={() => void query.refetch()} />}
          empty={<ListEmpty icon={emptyIcon} title={t(`${texts}.empty`)} hint={t(`${texts}.emptyHint`)} />}
          listClassName={listClassName}
          listLabel={t(`${texts}.title`)}
          renderItem={renderItem}
        />
      </CardContent>
      {children}
    </Card>
  );
}
