import { isProposable } from '@shared/domain/matching/score';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cargoRequests, shipOfferings, users, vesselAvailabilities, vessels } from '../../db/schema';
import { getCurrentRate } from '../money/exchange-rate.repository';
import {
  type Capacity,
  capacityColumns,
  capacityVesselJoin,
  freeTeuSql,
  openCapacityWhere,
  openRequestWhere,
} from './candidates';
import { applyProposals, bestPairs, lockMatching, type Scored, score } from './engine';
import { portsNear } from './port-proximity';

const unique = (list: string[]) => [...new Set(list)];

/**
 * Full rematch (after the weights or the rules change): every open request against every open availability,
 * through an in-memory index by route, so each request looks only at the port pairs it can use. Proposals are
 * replaced as in the incremental runs; accepted and rejected pairs stay as they are.
 */
export async function rematchAll(db: Db, now: Date, limit: number) {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await lockMatching(tx);
    const capacities: Capacity[] = await tx
      .select(capacityColumns)
      .from(vesselAvailabilities)
      .leftJoin(shipOfferings, eq(shipOfferings.id, vesselAvailabilities.shipOfferingId))
      .leftJoin(vessels, capacityVesselJoin)
      .innerJoin(users, eq(users.id, vesselAvailabilities.ownerId))
      .where(openCapacityWhereWithFree(now));
    const requests = (
      await tx
        .select({ row: cargoRequests })
        .from(cargoRequests)
        .innerJoin(users, eq(users.id, cargoRequests.userId))
        .where(openRequestWhere(now))
    ).map((r) => r.row);

    const byRoute = new Map<string, Capacity[]>();
    for (const c of capacities) {
      const key = `${c.row.originPort}|${c.row.destinationPort}`;
      const list = byRoute.get(key);
      if (list) list.push(c);
      else byRoute.set(key, [c]);
    }
    const scored: Scored[] = [];
    const rate = await getCurrentRate(tx);
    for (const r of requests) {
      const origins = unique([r.originPort, ...r.alternativeOrigins, ...portsNear(r.originPort)]);
      const destinations = unique([
        r.destinationPort,
        ...r.alternativeDestinations,
        ...portsNear(r.destinationPort),
      ]);
      for (const o of origins)
        for (const d of destinations)
          for (const c of byRoute.get(`${o}|${d}`) ?? []) {
            const s = score(c, r, rate);
            if (s) scored.push(s);
          }
    }
    const scoredMs = performance.now() - started;
    await applyProposals(tx, {
      subject: { all: true },
      scored,
      now,
      expireAs: 'changed',
      tell: 'both',
      limit,
    });
    return {
      capacities: capacities.length,
      requests: requests.length,
      pairsScored: scored.length,
      proposals: bestPairs(
        scored.filter((x) => isProposable(x.matchScore)),
        limit,
      ).length,
      scoringMs: scoredMs,
      totalMs: performance.now() - started,
    };
  });
}

const openCapacityWhereWithFree = (now: Date) => and(openCapacityWhere(now), gt(freeTeuSql, 0));
