import { Pencil, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PortRoute } from '@/components/ui/port-route';

type Props = {
  title: string;
  badges: ReactNode;
  origin: string;
  destination: string;
  /** Dates or the window, already formatted. */
  when: ReactNode;
  facts: { label: string; value: ReactNode }[];
  chips: string[];
  /** Accessible names of the buttons (they name the item); absent hides the button. */
  editLabel?: string;
  withdrawLabel?: string;
  onEdit: () => void;
  onWithdraw: () => void;
};

/** One of the user's own capacities or requests: what it is, its figures, edit and withdraw. */
export function OwnItem(p: Props) {
  const { t } = useTranslation('matching');
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {p.title}
      </h3>
      <div className="mt-1 flex flex-wrap gap-1.5">{p.badges}</div>
      <p className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <PortRoute from={p.origin} to={p.destination} toLabel={t('to')} />
      </p>
      <p className="mt-0.5 text-xs text-slate-500">{p.when}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {p.facts.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-slate-500">{f.label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {p.chips.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('own.features')}>
          {p.chips.map((c) => (
            <li key={c} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {c}
            </li>
          ))}
        </ul>
      )}
      {(p.editLabel || p.withdrawLabel) && (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
          {p.editLabel && (
            <Button size="sm" variant="outline" onClick={p.onEdit} aria-label={p.editLabel}>
              <Pencil aria-hidden="true" />
              {t('own.edit')}
            </Button>
          )}
          {p.withdrawLabel && (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={p.onWithdraw}
              aria-label={p.withdrawLabel}
            >
              <Undo2 aria-hidden="true" />
              {t('own.withdraw')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
