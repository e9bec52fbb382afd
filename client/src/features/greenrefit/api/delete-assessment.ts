import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assessmentsKey, invalidate } from './keys';

/** DELETE /api/greenrefit/assessments/:id: 204; quote requests sent from it keep their snapshot. */
export const deleteAssessment = (id: string) =>
  apiRequest<void>('DELETE', `/api/greenrefit/assessments/${encodeURIComponent(id)}`);

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSettled: () => invalidate(queryClient, assessmentsKey),
  });
}
