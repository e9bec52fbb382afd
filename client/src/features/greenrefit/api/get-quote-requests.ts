import type { QuoteRequest, QuoteStatus } from '@shared/schemas/greenrefit';
import type { PageParams } from '@shared/schemas/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { quoteRequestsKey } from './keys';
import { toPage } from './page';

export type QuoteRequestParams = PageParams & { status: QuoteStatus | '' };

/** GET /api/greenrefit/quote-requests: the caller's own (administrators: everyone's), one page at a time. */
export async function getQuoteRequests(params: QuoteRequestParams, signal?: AbortSignal) {
  const { body, total } = await apiGetPage<QuoteRequest[]>(
    withQuery('/api/greenrefit/quote-requests', params),
    signal,
  );
  return toPage(body, total, params.pageSize);
}

/** Polled once a minute while the tab is visible: an administrator's answer should show without a reload. */
export const QUOTES_POLL_MS = 60_000;

export const useQuoteRequests = (params: QuoteRequestParams) =>
  useQuery({
    queryKey: [...quoteRequestsKey, params],
    queryFn: ({ signal }) => getQuoteRequests(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: QUOTES_POLL_MS,
    refetchIntervalInBackground: false,
  });
