import {
  CONTACT_PAGE_SIZE_DEFAULT,
  type ContactMessageList,
  type ContactMessageListQuery,
} from '@shared/schemas/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { toPage } from './page';

export const contactMessagesKey = ['/api/admin/contact-messages'] as const;

/** GET /api/admin/contact-messages: newest first, `{ messages }`, the total in X-Total-Count. */
export async function getContactMessages(query: ContactMessageListQuery, signal?: AbortSignal) {
  const { body, total } = await apiGetPage<ContactMessageList>(
    withQuery('/api/admin/contact-messages', query),
    signal,
  );
  return toPage(body.messages, total, query.pageSize ?? CONTACT_PAGE_SIZE_DEFAULT);
}

export const useContactMessages = (query: ContactMessageListQuery) =>
  useQuery({
    queryKey: [...contactMessagesKey, query],
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
  });
