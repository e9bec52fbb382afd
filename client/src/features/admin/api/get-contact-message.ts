import type { ContactMessageDetail } from '@shared/schemas/contact';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { contactMessagesKey } from './get-contact-messages';

export const contactMessageKey = (id: string) => [...contactMessagesKey, 'detail', id] as const;

/** GET /api/admin/contact-messages/:id: the whole message and the answers sent. */
export const getContactMessage = (id: string) =>
  apiGet<ContactMessageDetail>(`/api/admin/contact-messages/${encodeURIComponent(id)}`);

export const useContactMessage = (id: string | null) =>
  useQuery({
    queryKey: contactMessageKey(id ?? ''),
    queryFn: () => getContactMessage(id!),
    enabled: id !== null,
  });
