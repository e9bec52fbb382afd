import type { ProfileSource } from '@shared/domain/greenrefit';
import type { ProfileEstimates } from '@shared/schemas/greenrefit';
import { useState } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  assumedProfileFigures,
  type Estimated,
  type RefitForm,
  type SavePayload,
  serviceSpeedProfile,
} from '../utils/form';
import { formatShare } from '../utils/format';

const profileFigures = [
  'source',
  'distanceNm',
  'daysAtSea',
  'daysInPort',
  'speedKnots',
  'auxFuelAtSeaTPerDay',
  'fuelInPortTPerDay',
] as const;

type Form = UseFormReturn<RefitForm, unknown, SavePayload>;

/**
 * Which figures are estimates, and where the operating year comes from: the platform's voyages, the service speed,
 * or the user. A figure the user edits is theirs (no longer an estimate) and makes the year theirs too.
 */
export function useProfileSource(form: Form, estimates: ProfileEstimates | undefined) {
  const { t } = useTranslation('greenrefit');
  const { control, setValue, getValues } = form;
  const [estimated, setEstimated] = useState<Estimated>(new Set());
  const source = useWatch({ control, name: 'profile.source' });
  const etsScopeShare = useWatch({ control, name: 'assumptions.etsScopeShare' });
  const voyages = estimates?.fromVoyages ?? null;

  const applyProfile = (profile: Pick<RefitForm['profile'], (typeof profileFigures)[number]>) => {
    for (const k of profileFigures)
      setValue(`profile.${k}`, profile[k] as never, { shouldDirty: true, shouldValidate: true });
    setEstimated((prev) => {
      const next = new Set(
        [...prev].filter((k) => !k.startsWith('profile.') || k.startsWith('profile.annualFuel')),
      );
      for (const k of assumedProfileFigures(profile.source)) next.add(`profile.${k}`);
      return next;
    });
  };

  const chooseSource = (next: ProfileSource) => {
    if (next === 'manual') return setValue('profile.source', 'manual', { shouldDirty: true });
    if (next === 'voyages') {
      if (!voyages) return;
      applyProfile(voyages.profile);
      setValue('assumptions.etsScopeShare', voyages.etsScopeShare, {
        shouldDirty: true,
        shouldValidate: true,
      });
      return;
    }
    const profile = serviceSpeedProfile(getValues('ship')) ?? estimates?.fromServiceSpeed;
    if (profile) applyProfile(profile);
  };

  const onEdit = (name: Path<RefitForm>) => {
    setEstimated((prev) => {
      if (!prev.has(name)) return prev;
      const next = new Set(prev);
      next.delete(name);
      return next;
    });
    if (name.startsWith('profile.') && !name.startsWith('profile.annualFuel'))
      setValue('profile.source', 'manual', { shouldDirty: true });
    // A service-speed year follows the ship's speed while it is the source.
    if (name === 'ship.serviceSpeedKnots' && getValues('profile.source') === 'service_speed') {
      const profile = serviceSpeedProfile(getValues('ship'));
      if (profile) applyProfile(profile);
    }
  };

  const sourceText =
    source === 'voyages' && voyages
      ? t('profile.usedVoyages', {
          count: voyages.voyages,
          days: voyages.periodDays,
          share: formatShare(etsScopeShare, 0),
        })
      : t(`profile.used.${source}`);

  return { estimated, setEstimated, chooseSource, onEdit, sourceText };
}
