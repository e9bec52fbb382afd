import { type Assessment, type AssessmentInput, assessRetrofit } from '@shared/domain/greenrefit';
import { useMemo, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { liveInput, type RefitForm } from '../utils/form';

export type LiveAssessment = { input: AssessmentInput; assessment: Assessment };

/**
 * The assessment of the figures on screen, recomputed as the user types with the same pure function the server
 * runs on save. While a figure is invalid the last valid result stays, marked stale.
 */
export function useLiveAssessment(control: Control<RefitForm, unknown, unknown>) {
  const values = useWatch({ control }) as RefitForm;
  const current = useMemo<LiveAssessment | null>(() => {
    const input = liveInput(values);
    return input ? { input, assessment: assessRetrofit(input) } : null;
  }, [values]);
  const [last, setLast] = useState<LiveAssessment | null>(current);
  if (current && current !== last) setLast(current);
  return { live: current ?? last, stale: current === null && last !== null };
}
