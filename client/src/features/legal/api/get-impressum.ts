import type { Impressum } from '@shared/schemas/impressum';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const impressumKey = ['/api/legal/impressum'] as const;

export const getImpressum = () => apiGet<Impressum>('/api/legal/impressum');

/** The imprint's fields from the server's configuration (issue 27). */
export const useImpressum = () =>
  useQuery({ queryKey: impressumKey, queryFn: getImpressum, staleTime: 5 * 60_000 });
