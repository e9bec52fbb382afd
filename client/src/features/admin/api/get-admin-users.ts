import { ADMIN_PAGE_SIZE_DEFAULT, type AdminUserList, type AdminUserListQuery } from '@shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '@/lib/api-client';
import { toPage } from './page';

export const adminUsersKey = ['/api/admin/users'] as const;

/** GET /api/admin/users: one page of `{ users }`, the total in X-Total-Count. */
export async function getAdminUsers(query: AdminUserListQuery, signal?: AbortSignal) {
  const { body, total } = await apiGetPage<AdminUserList>(withQuery('/api/admin/users', query), signal);
  return toPage(body.users, total, query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT);
}

/** The previous page stays on screen while the next one loads. */
export const useAdminUsers = (query: AdminUserListQuery) =>
  useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
