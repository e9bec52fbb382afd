import {
  type AnalyticsGranularity,
  type AnalyticsParams,
  addDays,
  analyticsGranularities,
  analyticsQuerySchema,
} from '@shared/schemas/analytics';
import { useForm } from 'react-hook-form';
import { Form, FormField } from '@/components/form';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { Button } from '@/components/ui/button';
import { useAnalyticsTranslation } from '../locales/register';

type Props = { value: AnalyticsParams; today: string; onChange: (next: AnalyticsParams) => void };
type Range = { from: string; to: string };

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
  // The fields show the applied period again whenever it changes.
  const form = useForm<Range>({ values: { from: value.from, to: value.to } });

  const apply = (next: Range & { granularity: AnalyticsGranularity }) => {
    const parsed = analyticsQuerySchema(today).safeParse(next);
    form.clearErrors();
    if (parsed.success) return onChange(parsed.data);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !form.getFieldState(field).error)
        form.setError(field, { type: 'schema', message: issue.message });
    }
  };

  return (
    <Form
      form={form}
      idPrefix="analytics"
      onSubmit={form.handleSubmit((range) => apply({ ...range, granularity: value.granularity }))}
      aria-label={t('range.label')}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 space-y-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <FormField id="analytics-presets" group label={t('range.presets')}>
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
      </FormField>
      <DateRangeFields
        from={{ name: 'from', label: t('range.from') }}
        to={{ name: 'to', label: t('range.to') }}
        className="w-40"
      />
      <Button type="submit">{t('range.apply')}</Button>
      <div className="sm:ml-auto">
        <FormField id="analytics-granularity" group label={t('range.granularity')}>
          <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {analyticsGranularities.map((g) => (
              <label key={g} className={segment}>
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
        </FormField>
      </div>
    </Form>
  );
}
