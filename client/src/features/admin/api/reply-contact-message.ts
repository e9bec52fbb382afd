import type { ContactMessageDetail } from '@shared/schemas/contact';
import { apiRequest } from '@/lib/api-client';
import { messagePath, useContactMutation } from './contact-mutation';

/** POST /api/admin/contact-messages/:id/reply `{ message }`: emailed to the sender, then stored. */
export const replyToContactMessage = ({ id, message }: { id: string; message: string }) =>
  apiRequest<ContactMessageDetail>('POST', `${messagePath(id)}/reply`, { message });

export const useReplyToContactMessage = () =>
  useContactMutation(replyToContactMessage, () => 'contact.replySent', 'contact.replyFailed');
