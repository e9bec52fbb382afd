import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the matching lists; each starts with its address so one invalidation covers every filter and page. */
export const matchesKey = ['/api/algorithm/matches'] as const;
export const matchingStatsKey = ['/api/algorithm/stats'] as const;
export const vesselAvailabilitiesKey = ['/api/algorithm/vessel-availabilities'] as const;
export const cargoRequestsKey = ['/api/algorithm/cargo-requests'] as const;

/** SPEC.md §9: matches every 10 s, stats and the own lists every 30 s; never while the tab is hidden. */
export const MATCHES_POLL_MS = 10_000;
export const LISTS_POLL_MS = 30_000;

/**
 * Any change to a capacity, a request or a match moves the matches, the stats, both own lists, the dashboard's
 * counts, and the ship offerings (an availability made from an offering shares its pool of TEU, ADR 004).
 */
export const afterMatchingChange = (queryClient: QueryClient) =>
  Promise.all(
    [
      matchesKey,
      matchingStatsKey,
      vesselAvailabilitiesKey,
      cargoRequestsKey,
      ['/api/marketplace/summary'],
      ['/api/ship-offerings'],
      ['/api/ship-offerings/my'],
      ['/api/vessels/stats'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
