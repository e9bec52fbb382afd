import type { AssessmentSummary } from '@shared/schemas/greenrefit';
import type { PageParams } from '@shared/schemas/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { assessmentsKey } from './keys';
import { toPage } from './page';

/** GET /api/greenrefit/assessments: one page of the caller's own assessments, the total in X-Total-Count. */
export async function getAssessments(params: PageParams, signal?: AbortSignal) {
  const { body, total } = await apiGetPage<AssessmentSummary[]>(
    withQuery('/api/greenrefit/assessments', params),
    signal,
  );
  return toPage(body, total, params.pageSize);
}

export const useAssessments = (params: PageParams) =>
  useQuery({
    queryKey: [...assessmentsKey, params],
    queryFn: ({ signal }) => getAssessments(params, signal),
    placeholderData: keepPreviousData,
  });
