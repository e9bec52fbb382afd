import { isProposable, scorePair } from '@shared/domain/matching/score';
import type { DatedRate } from '@shared/domain/money';
import { findPort } from '@shared/domain/ports';
import type { ExpiredReason, ScoreBreakdown } from '@shared/schemas/matching';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CargoMatchRow,
  type CargoRequestRow,
  cargoMatches,
  type VesselAvailabilityRow,
} from '../../db/schema';
import { priceText } from '../../i18n/messages';
import { getCurrentRate } from '../money/exchange-rate.repository';
import { type NotifyInput, notifyMany } from '../notifications/notifications.service';
import {
  asMatchableCapacity,
  asMatchableRequest,
  type Capacity,
  capacitiesFor,
  requestsFor,
} from './candidates';
import type { MatchParts } from './matching.dto';
import { withFleet } from './matching.repository';
import { seaDistanceNm } from './port-proximity';

/**
 * Every write to cargo_matches happens under this transaction-level advisory lock, taken after the row locks a
 * use case needs (offering, availability, request) and held to commit. It makes matching see every committed
 * availability and request (two created at once cannot miss each other) and never waits on a row lock while
 * held, so it cannot deadlock with the booking and capacity paths (docs/adr/004-cargo-matching.md).
 */
export async function lockMatching(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242, 1)`);
}

export type Scored = {
  capacity: Capacity;
  request: CargoRequestRow;
  matchScore: number;
  breakdown: ScoreBreakdown;
};

const portName = (code: string) => findPort(code)?.name ?? code;
const route = (from: string, to: string) => `${portName(from)} → ${portName(to)}`;

export function matchTextParams(a: VesselAvailabilityRow, r: CargoRequestRow) {
  return {
    ship: a.vesselName,
    route: route(a.originPort, a.destinationPort),
    departure: new Date(a.departureDate).toISOString().slice(0, 10),
    teu: String(r.requestedTeu),
    cargoRoute: route(r.originPort, r.destinationPort),
    price: priceText(a.pricePerTeu, a.priceCurrency),
  };
}

/** `rate`: the dated EUR/USD rate prices in other currencies are compared at (exchange-rate.repository.ts). */
export function score(capacity: Capacity, request: CargoRequestRow, rate: DatedRate | null): Scored | null {
  const s = scorePair(asMatchableCapacity(capacity, rate), asMatchableRequest(request, rate), seaDistanceNm);
  return s && { capacity, request, ...s };
}

const pairKey = (availabilityId: string, requestId: string) => `${availabilityId}|${requestId}`;

/** Whose proposals the run replaces: one request's, one availability's, or (full rematch) everyone's. */
type Subject = { requestIds?: string[]; availabilityIds?: string[]; all?: true };

const byScore = (a: Scored, b: Scored) => b.matchScore - a.matchScore;

/**
 * The best `limit` pairs by score for each request and each availability, chosen greedily from the best down:
 * no subject holds more than `limit` proposals from one run (ties keep the order of `scored`).
 */
export function bestPairs(scored: Scored[], limit: number) {
  const perRequest = new Map<string, number>();
  const perCapacity = new Map<string, number>();
  return [...scored].sort(byScore).filter((s) => {
    const r = perRequest.get(s.request.id) ?? 0;
    const c = perCapacity.get(s.capacity.row.id) ?? 0;
    if (r >= limit || c >= limit) return false;
    perRequest.set(s.request.id, r + 1);
    perCapacity.set(s.capacity.row.id, c + 1);
    return true;
  });
}

/**
 * Stores the proposals among `scored` (score ≥ 0.70, the best `limit` per request and per availability) and expires the subject's earlier proposals that no longer
 * qualify. Pairs once accepted, rejected or held and let lapse are never proposed again. Newly proposed pairs are notified to `tell`
 * (the other party of whoever triggered the run, or both on a full rematch). Returns the subject's proposals.
 */
export async function applyProposals(
  tx: Db,
  input: {
    subject: Subject;
    scored: Scored[];
    now: Date;
    expireAs: ExpiredReason;
    tell: 'carrier' | 'shipper' | 'both';
    /** The subject was just created: it has no matches yet, so none are read. */
    isNew?: boolean;
    /** The most proposals a request or an availability keeps (MATCH_PROPOSAL_LIMIT). */
    limit: number;
  },
): Promise<MatchParts[]> {
  const { subject, now } = input;
  const conditions = [
    subject.requestIds?.length ? inArray(cargoMatches.requestId, subject.requestIds) : undefined,
    subject.availabilityIds?.length
      ? inArray(cargoMatches.availabilityId, subject.availabilityIds)
      : undefined,
  ].filter(Boolean);
  const existing =
    !input.isNew && (conditions.length || subject.all)
      ? await tx
          .select({
            id: cargoMatches.id,
            availabilityId: cargoMatches.availabilityId,
            requestId: cargoMatches.requestId,
            status: cargoMatches.status,
            expiredReason: cargoMatches.expiredReason,
          })
          .from(cargoMatches)
          .where(subject.all ? undefined : or(...conditions))
      : [];
  // A pair once held and let lapse counts as turned down, like a rejected one (PRODUCT.md 33).
  const before = new Map(
    existing.map((e) => [
      pairKey(e.availabilityId, e.requestId),
      e.expiredReason === 'hold_expired' ? ('rejected' as const) : e.status,
    ]),
  );
  const proposals = bestPairs(
    input.scored.filter((s) => {
      const status = before.get(pairKey(s.capacity.row.id, s.request.id));
      return isProposable(s.matchScore) && status !== 'accepted' && status !== 'rejected';
    }),
    input.limit,
  );

  const stored: CargoMatchRow[] = [];
  for (let i = 0; i < proposals.length; i += 500) {
    const chunk = proposals.slice(i, i + 500);
    const upsert = tx
      .insert(cargoMatches)
      .values(
        chunk.map((s) => ({
          availabilityId: s.capacity.row.id,
          requestId: s.request.id,
          carrierId: s.capacity.row.ownerId,
          shipperId: s.request.userId,
          matchScore: s.matchScore.toFixed(3),
          breakdown: s.breakdown,
          pricePerTeu: s.capacity.row.pricePerTeu,
          status: 'proposed' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [cargoMatches.availabilityId, cargoMatches.requestId],
        set: {
          matchScore: sql`excluded.match_score`,
          breakdown: sql`excluded.breakdown`,
          pricePerTeu: sql`excluded.price_per_teu`,
          // A counter-offer stands while the match stays proposed; one that ended with it ends too.
          counterPricePerTeu: sql`case when ${cargoMatches.status} = 'expired' then null else ${cargoMatches.counterPricePerTeu} end`,
          counteredBy: sql`case when ${cargoMatches.status} = 'expired' then null else ${cargoMatches.counteredBy} end`,
          status: 'proposed',
          expiredReason: null,
          updatedAt: now,
        },
        setWhere: and(
          inArray(cargoMatches.status, ['proposed', 'expired']),
          sql`${cargoMatches.expiredReason} is distinct from 'hold_expired'`,
        ),
      });
    // A full rematch answers nobody, so it does not read its thousands of rows back.
    if (subject.all) await upsert;
    else stored.push(...(await upsert.returning()));
  }

  const kept = new Set(proposals.map((s) => pairKey(s.capacity.row.id, s.request.id)));
  const stale = existing.filter(
    (e) => e.status === 'proposed' && !kept.has(pairKey(e.availabilityId, e.requestId)),
  );
  if (stale.length) {
    await tx
      .update(cargoMatches)
      .set({ status: 'expired', expiredReason: input.expireAs, updatedAt: now })
      .where(
        and(
          inArray(
            cargoMatches.id,
            stale.map((e) => e.id),
          ),
          eq(cargoMatches.status, 'proposed'),
        ),
      );
  }

  const fresh = proposals.filter((s) => before.get(pairKey(s.capacity.row.id, s.request.id)) !== 'proposed');
  const notices: NotifyInput[] = [];
  if (input.tell === 'both') {
    // A full rematch tells each party once, with the number of new proposals, not once per pair.
    const perUser = new Map<string, number>();
    for (const s of fresh)
      for (const id of [s.capacity.row.ownerId, s.request.userId])
        if (id) perUser.set(id, (perUser.get(id) ?? 0) + 1);
    for (const [userId, n] of perUser)
      notices.push({
        userId,
        type: 'precision_update',
        text: { key: 'matchesRematched', params: { count: String(n) } },
        actionUrl: '/cargo-matching',
      });
  }
  // One notice per recipient, however many of their pairs are new: the best pair's details when it is one, else
  // the count, and within a minute the same notice takes in the next run's (notifyMany `coalesce`).
  const perRecipient = new Map<string, Scored[]>();
  for (const s of input.tell === 'both' ? [] : fresh) {
    const userId = input.tell === 'carrier' ? s.capacity.row.ownerId : s.request.userId;
    if (userId) perRecipient.set(userId, [...(perRecipient.get(userId) ?? []), s]);
  }
  for (const [userId, pairs] of perRecipient) {
    const best = pairs.reduce((a, b) => (b.matchScore > a.matchScore ? b : a));
    notices.push({
      userId,
      type: 'precision_update',
      text: {
        key: 'matchProposed',
        params: {
          ...matchTextParams(best.capacity.row, best.request),
          score: `${(best.matchScore * 100).toFixed(1)}%`,
        },
      },
      coalesce: { key: 'matchesProposed', count: pairs.length },
      actionUrl: '/cargo-matching',
    });
  }
  await notifyMany(tx, notices);

  const byKey = new Map(proposals.map((s) => [pairKey(s.capacity.row.id, s.request.id), s]));
  const parts = stored
    .map((match) => {
      const s = byKey.get(pairKey(match.availabilityId, match.requestId))!;
      return { match, availability: s.capacity.row, request: s.request, offeringCapacity: s.capacity.free };
    })
    .sort((a, b) => Number(b.match.matchScore) - Number(a.match.matchScore));
  return withFleet(tx, parts);
}

/** `limit`: the most proposals a request or an availability keeps (the server's MATCH_PROPOSAL_LIMIT). */
type RunOptions = { expireAs?: ExpiredReason; isNew?: boolean; limit: number };

/** Incremental run for one request (created or changed): proposals to the carriers. */
export async function matchRequest(
  tx: Db,
  request: CargoRequestRow,
  now: Date,
  { expireAs = 'changed', isNew = false, limit }: RunOptions,
) {
  await lockMatching(tx);
  const started = performance.now();
  const capacities = request.status === 'pending' ? await capacitiesFor(tx, request, now) : [];
  const rate = await getCurrentRate(tx);
  const scored = capacities.flatMap((c) => score(c, request, rate) ?? []);
  const proposals = await applyProposals(tx, {
    subject: { requestIds: [request.id] },
    scored,
    now,
    expireAs,
    tell: 'carrier',
    isNew,
    limit,
  });
  return { proposals, ms: performance.now() - started };
}

/** Incremental run for one availability (created, changed, or its free TEU changed): proposals to the shippers. */
export async function matchAvailability(
  tx: Db,
  capacity: Capacity,
  now: Date,
  { expireAs = 'changed', isNew = false, limit }: RunOptions,
) {
  await lockMatching(tx);
  const started = performance.now();
  const requests =
    capacity.row.status === 'available' && capacity.free > 0 ? await requestsFor(tx, capacity, now) : [];
  const rate = await getCurrentRate(tx);
  const scored = requests.flatMap((r) => score(capacity, r, rate) ?? []);
  const proposals = await applyProposals(tx, {
    subject: { availabilityIds: [capacity.row.id] },
    scored,
    now,
    expireAs,
    tell: 'shipper',
    isNew,
    limit,
  });
  return { proposals, ms: performance.now() - started };
}
