import type { ContactMessage, ContactResponse } from '@shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (input: ContactMessage) =>
  apiRequest<ContactResponse>('POST', '/api/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
