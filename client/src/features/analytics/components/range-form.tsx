import {
  type AnalyticsGranularity,
  type AnalyticsParams,
  addDays,
  analyticsGranularities,
  analyticsQuerySchema,
} from '@shared/schemas/analytics';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useAnalyticsTranslation } from '../locales/register';

type Props = { value: AnalyticsParams; today: string; onChange: (next: AnalyticsParams) => void };
type Errors = Partial<Record<'from' | 'to', string>>;

const presets = [
  { key: 'last30', days: 30 },
  { key: 'last90', days: 90 },
  { key: 'last365', days: 365 },
] as const;

const segment =
  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

/**
 * The dashboard's period: a preset or two UTC days (applied with the button), and the granularity (applied at
 * once). Checked with the same shared schema as the server, so a range it would refuse is explained here.
 */
export function RangeForm({ value, today, onChange }: Props) {
  const { t } = useAnalyticsTranslation();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    setFrom(value.from);
    setTo(value.to);
  }, [value.from, value.to]);

  const apply = (next: { from: string; to: string; granularity: AnalyticsGranularity }) => {
    const parsed = analyticsQuerySchema(today).safeParse(next);
    if (parsed.success) {
      setErrors({});
      onChange(parsed.data);
      return;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'from' || field === 'to') found[field] ??= issue.message;
    }
    setErrors(found);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ from, to, granularity: value.granularity });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('range.label')}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('range.presets')}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {presets.map((p) => (
            <button
              key={p.key}
              type="button"
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() =>
                apply({ from: addDays(today, -(p.days - 1)), to: today, granularity: value.granularity })
              }
            >
              {t(`range.${p.key}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="w-40">
        <FormField id="analytics-from" label={t('range.from')} error={errors.from}>
          <Input
            id="analytics-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={Boolean(errors.from)}
            aria-describedby={errors.from ? 'analytics-from-error' : undefined}
          />
        </FormField>
      </div>
      <div className="w-40">
        <FormField id="analytics-to" label={t('range.to')} error={errors.to}>
          <Input
            id="analytics-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={Boolean(errors.to)}
            aria-describedby={errors.to ? 'analytics-to-error' : undefined}
          />
        </FormField>
      </div>
      <Button type="submit">{t('range.apply')}</Button>
      <fieldset className="space-y-1.5 sm:ml-auto">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('range.granularity')}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {analyticsGranularities.map((g) => (
            <label key={g} className={cn(segment)}>
              <input
                type="radio"
                name="analytics-granularity"
                value={g}
                checked={value.granularity === g}
                onChange={() => apply({ from: value.from, to: value.to, granularity: g })}
                className="sr-only"
              />
              {t(`granularity.${g}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
