import type { SmartFeederCalculation } from '@shared/schemas/smartfeeder';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const calculationsKey = ['/api/smartfeeder-calculations'] as const;

/** The signed-in user's saved calculations, newest first. */
export const getCalculations = () => apiGet<SmartFeederCalculation[]>('/api/smartfeeder-calculations');

export const useCalculations = () => useQuery({ queryKey: calculationsKey, queryFn: getCalculations });
