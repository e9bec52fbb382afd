import type { AssessmentDetail, SaveAssessmentPayload } from '@shared/schemas/greenrefit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assessmentsKey, invalidate } from './keys';

/** POST /api/greenrefit/assessments: 201 with the server's recomputed result. */
export const createAssessment = (payload: SaveAssessmentPayload) =>
  apiRequest<AssessmentDetail>('POST', '/api/greenrefit/assessments', payload);

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: () => invalidate(queryClient, assessmentsKey),
  });
}
