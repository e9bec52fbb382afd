import type { ContactMessageDetail } from '@shared/schemas/contact';
import { apiRequest } from '@/lib/api-client';
import { messagePath, useContactMutation } from './contact-mutation';

/** PATCH /api/admin/contact-messages/:id `{ handled }`: handled, or open again. */
export const markContactMessageHandled = ({ id, handled }: { id: string; handled: boolean }) =>
  apiRequest<ContactMessageDetail>('PATCH', messagePath(id), { handled });

export const useMarkContactMessageHandled = () =>
  useContactMutation(
    markContactMessageHandled,
    (d) => (d.handledAt ? 'contact.markedHandled' : 'contact.reopened'),
    'contact.updateFailed',
  );
