import type { DemoTrackerMap } from '@shared/schemas/demo-tracker';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const demoTrackerMapKey = ['/api/demo/tracker/map'] as const;

export const getDemoTrackerMap = () => apiGet<DemoTrackerMap>('/api/demo/tracker/map');

/** The routes and land outline: fetched once (the server lets the browser cache it for an hour). */
export const useDemoTrackerMap = () => useQuery({ queryKey: demoTrackerMapKey, queryFn: getDemoTrackerMap });
