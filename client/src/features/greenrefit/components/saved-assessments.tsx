import type { AssessmentSummary } from '@shared/schemas/greenrefit';
import { FileStack, FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';
import { moneyTitle } from '@/lib/money';
import { usePager } from '@/lib/page';
import { useAssessments } from '../api/get-assessments';
import { formatEur, formatNumber } from '../utils/format';
import { DeleteAssessmentDialog } from './delete-assessment-dialog';
import { ListCard } from './list-card';
import { usePaybackText } from './ranking-section';
import { RatingBadge } from './rating-badge';

const PAGE_SIZE = 5;
const isRating = (r: string | null): r is 'A' | 'B' | 'C' | 'D' | 'E' => r !== null && /^[A-E]$/.test(r);

type Props = {
  openId: string | null;
  opening: boolean;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
};

/** The user's saved assessments, newest first: open one into the form, or delete it. */
export function SavedAssessments({ openId, opening, onOpen, onDeleted }: Props) {
  const { t } = useTranslation('greenrefit');
  const payback = usePaybackText();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AssessmentSummary | null>(null);
  const query = useAssessments({ page, pageSize: PAGE_SIZE });
  // The last item of the last page deleted: step back a page rather than show an empty one.
  const { pager } = usePager(query, { page, setPage, pageSize: PAGE_SIZE });

  return (
    <ListCard
      texts="saved"
      query={query}
      pager={pager}
      emptyIcon={FileStack}
      screenOnly
      renderItem={(a) => (
        <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {a.name}
              {openId === a.id ? (
                <span className="ml-2 text-xs font-normal text-brand-700">{t('saved.isOpen')}</span>
              ) : null}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
              <span>{a.shipName}</span>
              {isRating(a.ratingNow) ? (
                <span className="inline-flex items-center gap-1">
                  {t('saved.rating')} <RatingBadge rating={a.ratingNow} className="h-5 min-w-5" />
                  {isRating(a.ratingAfter2030) ? (
                    <>
                      → 2030 <RatingBadge rating={a.ratingAfter2030} className="h-5 min-w-5" />
                    </>
                  ) : null}
                </span>
              ) : null}
              <span title={moneyTitle(a.capexEur, 'EUR')}>
                {t('saved.figures', {
                  capex: formatEur(a.capexEur),
                  payback: payback(a.paybackYears),
                  co2: formatNumber(a.co2SavingT),
                })}
              </span>
              <span>· {formatRelativeTime(a.updatedAt)}</span>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant={openId === a.id ? 'secondary' : 'outline'}
              size="sm"
              disabled={opening}
              onClick={() => onOpen(a.id)}
              aria-label={t('saved.openNamed', { name: a.name })}
            >
              <FolderOpen aria-hidden="true" />
              {t('saved.open')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setToDelete(a)}
              aria-label={t('saved.deleteNamed', { name: a.name })}
            >
              <Trash2 aria-hidden="true" />
              {t('saved.delete')}
            </Button>
          </div>
        </li>
      )}
    >
      <DeleteAssessmentDialog assessment={toDelete} onClose={() => setToDelete(null)} onDeleted={onDeleted} />
    </ListCard>
  );
}
