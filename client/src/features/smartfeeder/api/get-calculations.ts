import { CALCULATIONS_PAGE_SIZE_DEFAULT, type SmartFeederCalculation } from '@shared/schemas/smartfeeder';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { type Page, toPage } from '@/lib/page';

/** The prefix of every page: saving a calculation refreshes them all. */
export const calculationsKey = ['/api/smartfeeder-calculations'] as const;

/** GET /api/smartfeeder-calculations: one page of the user's saved calculations, the total in X-Total-Count. */
export async function getCalculations(page = 1): Promise<Page<SmartFeederCalculation>> {
  const pageSize = CALCULATIONS_PAGE_SIZE_DEFAULT;
  const { body, total } = await apiGetPage<SmartFeederCalculation[]>(
    withQuery('/api/smartfeeder-calculations', { page, pageSize }),
  );
  return toPage(body, total, pageSize);
}

export const useCalculations = (page = 1) =>
  useQuery({
    queryKey: [...calculationsKey, page],
    queryFn: () => getCalculations(page),
    placeholderData: keepPreviousData,
  });
