import { ASSUMPTION_BOUNDS, type AssumptionKey } from '@shared/domain/voyage/assumptions';
import type { QuoteAssumption } from '@shared/schemas/smartfeeder';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatNumber } from '../utils/format';

export type Overrides = Partial<Record<AssumptionKey, number>>;

type Props = {
  assumptions: QuoteAssumption[];
  overrides: Overrides;
  onChange: (overrides: Overrides) => void;
  /** Absent for a reopened calculation: its assumptions are shown as they were. */
  editable: boolean;
};

/** Every price and factor behind the quote, with its default and source; edited values apply to the next calculation. */
export function AssumptionsEditor({ assumptions, overrides, onChange, editable }: Props) {
  const { t } = useTranslation('smartfeeder');
  const set = (key: AssumptionKey, raw: string) => {
    const next = { ...overrides };
    const value = raw === '' ? Number.NaN : Number(raw);
    if (Number.isNaN(value)) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{t('assumptions.title')}</CardTitle>
          <CardDescription>{t('assumptions.subtitle')}</CardDescription>
        </div>
        {editable && Object.keys(overrides).length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => onChange({})}>
            <RotateCcw aria-hidden="true" />
            {t('assumptions.reset')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="assumptions">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 pr-3">
                &nbsp;
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('assumptions.value')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('assumptions.default')}
              </th>
              <th scope="col" className="py-2">
                {t('assumptions.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {assumptions.map((a) => {
              const bounds = ASSUMPTION_BOUNDS[a.key];
              const id = `assumption-${a.key}`;
              const pending = overrides[a.key];
              return (
                <tr key={a.key} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700">
                    <label htmlFor={id}>{t(`assumptions.keys.${a.key}`)}</label>
                    {a.value !== a.default ? (
                      <Badge variant="warning" className="ml-2">
                        {t('assumptions.changed')}
                      </Badge>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3">
                    <div className="flex items-center gap-2">
                      <Input
                        id={id}
                        type="number"
                        className="h-8 w-28"
                        min={bounds.min}
                        max={bounds.max}
                        step="any"
                        disabled={!editable}
                        value={pending ?? a.value}
                        onChange={(e) => set(a.key, e.target.value)}
                      />
                      <span className="whitespace-nowrap text-xs text-slate-500">{bounds.unit}</span>
                    </div>
                  </td>
                  <td className="py-2 pr-3 tabular-nums text-slate-600">
                    {formatNumber(a.default, a.default % 1 === 0 ? 0 : 2)}
                  </td>
                  <td className="py-2 text-xs text-slate-500">{t(`assumptions.sources.${a.key}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
