import type { AssessmentDetail, SaveAssessmentPayload } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assessmentsKey, invalidate } from './keys';

export type UpdateAssessmentVars = { id: string; payload: SaveAssessmentPayload };

/** PUT /api/greenrefit/assessments/:id: replaces name, ship and inputs; the server recomputes the result. */
export const updateAssessment = ({ id, payload }: UpdateAssessmentVars) =>
  apiRequest<AssessmentDetail>('PUT', `/api/greenrefit/assessments/${encodeURIComponent(id)}`, payload);

export function useUpdateAssessment() {
  const queryClient = useQueryClient();
  // A 404 (deleted elsewhere) also means the list on screen is stale.
  return useMutation({
    mutationFn: updateAssessment,
    onSettled: () => invalidate(queryClient, assessmentsKey),
  });
}
