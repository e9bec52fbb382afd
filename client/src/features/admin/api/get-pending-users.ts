import type { User } from '@shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const pendingUsersKey = ['/api/admin/pending-users'] as const;

/** Oldest registration first, so the longest-waiting applicant is reviewed first. */
export const getPendingUsers = () => apiGet<User[]>('/api/admin/pending-users');

export const usePendingUsers = () => useQuery({ queryKey: pendingUsersKey, queryFn: getPendingUsers });
