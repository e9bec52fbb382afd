import type { MailPreferences, MailPreferencesInput } from '@shared/schemas/mail-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const mailPreferencesKey = ['mail-preferences'] as const;

export const getMailPreferences = () => apiRequest<MailPreferences>('GET', '/api/mail/preferences');

export const useMailPreferences = () =>
  useQuery({ queryKey: mailPreferencesKey, queryFn: getMailPreferences });

export const saveMailPreferences = (input: MailPreferencesInput) =>
  apiRequest<MailPreferences>('PUT', '/api/mail/preferences', input);

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesKey, saved),
  });
}
