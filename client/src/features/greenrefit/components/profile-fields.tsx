import type { Assessment, ProfileSource } from '@shared/domain/greenrefit';
import { type ProfileEstimates, profileSources } from '@shared/schemas/greenrefit';
import { type Path, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldId } from '@/components/form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Estimated, RefitForm } from '../utils/form';
import { formatNumber } from '../utils/format';
import { errorAt, FigureField } from './figure-field';

const figures = [
  { key: 'distanceNm', step: 1 },
  { key: 'speedKnots', step: 0.1 },
  { key: 'daysAtSea', step: 1 },
  { key: 'daysInPort', step: 1 },
  { key: 'auxFuelAtSeaTPerDay', step: 0.1 },
  { key: 'fuelInPortTPerDay', step: 0.1 },
] as const;

type Props = {
  estimated: Estimated;
  onEdit: (name: Path<RefitForm>) => void;
  /** The server's estimates for a fleet ship (none for a ship entered by hand). */
  estimates: ProfileEstimates | undefined;
  onChooseSource: (source: ProfileSource) => void;
  /** Which source the figures come from, in words. */
  sourceText: string;
  assessment: Assessment | null;
};

/** The ship's year: where its figures come from, the figures, and optionally the fuel it logged by type. */
export function ProfileFields({
  estimated,
  onEdit,
  estimates,
  onChooseSource,
  sourceText,
  assessment,
}: Props) {
  const { t } = useTranslation('greenrefit');
  const {
    control,
    formState: { errors },
  } = useFormContext<RefitForm>();
  const source = useWatch({ control, name: 'profile.source' });
  const annualFuel = useWatch({ control, name: 'profile.annualFuel' });
  const voyages = estimates?.fromVoyages ?? null;
  const available = profileSources.filter((s) => s !== 'voyages' || voyages);
  const loggedT = annualFuel.reduce((s, f) => s + (f.tonnes > 0 ? f.tonnes : 0), 0);
  const split = assessment?.baselineSplit;
  const fuelListError = errorAt(errors, 'profile.annualFuel.root');
  const sourceId = useFieldId('profile.source');
  const fuelListId = useFieldId('profile.annualFuel');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <FormField id={sourceId} group label={t('profile.sourceLegend')}>
          <div className="grid gap-2 md:grid-cols-3">
            {available.map((s) => (
              <label
                key={s}
                className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="gr-profile-source"
                  value={s}
                  checked={source === s}
                  onChange={() => onChooseSource(s)}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                <span>
                  {s === 'voyages' && voyages
                    ? t('profile.sources.voyagesCount', { count: voyages.voyages, days: voyages.periodDays })
                    : t(`profile.sources.${s}`)}
                </span>
              </label>
            ))}
          </div>
          {estimates?.voyageCoverage.reason ? (
            <p className="text-xs text-slate-500" data-testid="profile-fallback">
              {t(`profile.fallback.${estimates.voyageCoverage.reason}`, {
                count: estimates.voyageCoverage.voyages,
                seaDays: formatNumber(estimates.voyageCoverage.seaDays, 1, 0),
                required: estimates.voyageCoverage.requiredSeaDays,
              })}
            </p>
          ) : null}
        </FormField>
        <p
          className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="profile-source"
          aria-live="polite"
        >
          {sourceText}
        </p>
        <div className="grid items-end gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {figures.map((f) => (
            <FigureField
              key={f.key}
              name={`profile.${f.key}`}
              label={t(`profile.fields.${f.key}`)}
              required
              step={f.step}
              estimated={estimated.has(`profile.${f.key}`)}
              onEdit={onEdit}
            />
          ))}
        </div>
        <FormField
          id={fuelListId}
          group
          label={t('profile.loggedTitle')}
          error={fuelListError}
          hint={t('profile.loggedHint')}
        >
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {annualFuel.map((f, i) => (
              <FigureField
                key={f.fuelType}
                name={`profile.annualFuel.${i}.tonnes`}
                label={t('profile.loggedFuel', { fuel: t(`fuelTypes.${f.fuelType}`) })}
                min={0}
              />
            ))}
          </div>
        </FormField>
        <p className="text-sm text-slate-600" data-testid="fuel-basis">
          {loggedT > 0
            ? t('profile.fuelLogged', { tonnes: formatNumber(loggedT) })
            : split
              ? t('profile.fuelModelled', {
                  total: formatNumber(split.mainEngineT + split.auxAtSeaT + split.berthT),
                  main: formatNumber(split.mainEngineT),
                  aux: formatNumber(split.auxAtSeaT),
                  berth: formatNumber(split.berthT),
                })
              : null}
        </p>
      </CardContent>
    </Card>
  );
}
