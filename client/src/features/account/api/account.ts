import type { UpdateCurrentUserInput, User } from '@shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { apiRequest, apiResponse } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const updateProfile = (input: UpdateCurrentUserInput) =>
  apiRequest<User>('PATCH', '/api/auth/user', input);

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

const FILENAME = /filename="?([^";]+)"?/;

/** Fetches the account export and hands it to the browser as a file download. */
export async function downloadAccountData() {
  const res = await apiResponse('GET', '/api/auth/user/export');
  const name = res.headers.get('content-disposition')?.match(FILENAME)?.[1] ?? 'feederhub-account.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });

export const deleteAccount = (password: string) => apiRequest<void>('DELETE', '/api/auth/user', { password });

/** Deletes the account; afterwards nothing of the session is kept and the visitor lands on /. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/?account=deleted');
    },
  });
}
