import type { AssessmentDetail } from '@shared/schemas/greenrefit';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/greenrefit/assessments/:id: the saved inputs and the server's result. */
export const getAssessment = (id: string) =>
  apiGet<AssessmentDetail>(`/api/greenrefit/assessments/${encodeURIComponent(id)}`);

/** Reopening is an action the user takes, so it is a mutation rather than a standing query. */
export const useOpenAssessment = () => useMutation({ mutationFn: getAssessment });
