import type { Vessel } from '@shared/schemas/vessels';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const userVesselsKey = (userId: string) => ['/api/vessels/user', userId] as const;

/** A user's fleet in name order (one's own; administrators may read anyone's). */
export const getUserVessels = (userId: string) =>
  apiGet<Vessel[]>(`/api/vessels/user/${encodeURIComponent(userId)}`);

/** Only with a user (SPEC.md §7). */
export const useUserVessels = (userId: string | undefined) =>
  useQuery({
    queryKey: userVesselsKey(userId ?? ''),
    queryFn: () => getUserVessels(userId!),
    enabled: Boolean(userId),
  });
