import type {
  AnalyticsBucket,
  AnalyticsParams,
  AnalyticsRoute,
  PlatformAnalytics,
} from '@shared/schemas/analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findBucketCounts, findCo2Avoided, findVoyageGroups } from './analytics.repository';
import { sailingCo2, voyageVessel } from './voyage-co2';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100, 1) : 0);

/**
 * GET /api/admin/analytics: the enterprise dashboard's series (PRODUCT.md 18). Counts and TEU come from SQL; CO2
 * comes from the shared voyage model, run once per group of identical voyages (docs/api.md defines each figure).
 */
export async function getPlatformAnalytics(db: Db, p: AnalyticsParams): Promise<PlatformAnalytics> {
  const { counts, groups, co2AvoidedTonnes } = await db.transaction(async (tx) => {
    // The joins here are aggregates joined to whole tables. The embedded database never refreshes its planner
    // statistics (no autovacuum), and with stale ones it picked nested loops: 2.7 s for 5,000 voyages instead of
    // 0.2 s. Hash joins are right for every size here, so nested loops are off for this read only.
    await tx.execute(sql`set local enable_nestloop = off`);
    return {
      counts: await findBucketCounts(tx, p),
      groups: await findVoyageGroups(tx, p),
      co2AvoidedTonnes: await findCo2Avoided(tx, p),
    };
  });
  const buckets = new Map<string, AnalyticsBucket>(
    counts.map((c) => [c.start, { ...c, voyages: 0, teuOffered: 0, teuBooked: 0, co2Tonnes: 0 }]),
  );
  const routes = new Map<string, AnalyticsRoute>();
  const year = Number(p.to.slice(0, 4));
  const sailings = new Map<string, ReturnType<typeof sailingCo2>>();
  let unroutedVoyages = 0;
  // Summed from the unrounded voyage figures, so the total does not carry the buckets' rounding.
  let co2Total = 0;

  for (const g of groups) {
    const vessel = voyageVessel(g);
    const key = `${g.originPort}|${g.destinationPort}|${vessel.vesselId ?? vessel.vesselType}`;
    if (!sailings.has(key))
      sailings.set(
        key,
        sailingCo2({ originPort: g.originPort, destinationPort: g.destinationPort, vessel, year }),
      );
    const sailing = sailings.get(key) ?? null;
    const co2 = sailing ? sailing.co2Tonnes * g.voyages : 0;
    if (!sailing) unroutedVoyages += g.voyages;
    co2Total += co2;

    const bucket = buckets.get(g.start);
    if (bucket) {
      bucket.voyages += g.voyages;
      bucket.teuOffered += g.teuOffered;
      bucket.teuBooked += g.teuBooked;
      bucket.co2Tonnes += co2;
    }
    const routeKey = `${g.originPort}|${g.destinationPort}`;
    const route = routes.get(routeKey) ?? {
      originPort: g.originPort,
      destinationPort: g.destinationPort,
      voyages: 0,
      teuOffered: 0,
      teuBooked: 0,
      utilization: 0,
      distanceNm: sailing ? round(sailing.distanceNm, 1) : null,
      co2Tonnes: 0,
    };
    route.voyages += g.voyages;
    route.teuOffered += g.teuOffered;
    route.teuBooked += g.teuBooked;
    route.co2Tonnes += co2;
    routes.set(routeKey, route);
  }

  const series = [...buckets.values()].map((b) => ({ ...b, co2Tonnes: round(b.co2Tonnes, 2) }));
  const sum = (pick: (b: AnalyticsBucket) => number) => series.reduce((n, b) => n + pick(b), 0);
  const teuOffered = sum((b) => b.teuOffered);
  const teuBooked = sum((b) => b.teuBooked);
  return {
    ...p,
    buckets: series,
    totals: {
      registrations: sum((b) => b.registrations),
      shipOfferings: sum((b) => b.shipOfferings),
      bookingRequests: sum((b) => b.bookingRequests),
      matches: sum((b) => b.matches),
      voyages: sum((b) => b.voyages),
      teuOffered,
      teuBooked,
      utilization: percent(teuBooked, teuOffered),
      co2Tonnes: round(co2Total, 2),
      co2AvoidedTonnes: round(co2AvoidedTonnes, 2),
      unroutedVoyages,
    },
    routes: [...routes.values()]
      .map((r) => ({
        ...r,
        utilization: percent(r.teuBooked, r.teuOffered),
        co2Tonnes: round(r.co2Tonnes, 2),
      }))
      .sort(
        (a, b) =>
          b.teuOffered - a.teuOffered ||
          b.voyages - a.voyages ||
          a.originPort.localeCompare(b.originPort) ||
          a.destinationPort.localeCompare(b.destinationPort),
      ),
  };
}
