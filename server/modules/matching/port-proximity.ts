import { NEARBY_RADIUS_NM } from '@shared/domain/matching/score';
import { findPort, PORTS } from '@shared/domain/ports';
import type { ShipDimensions } from '@shared/domain/voyage/vessel-classes';
import { distanceNm } from '../smartfeeder/routing/geo';
import { closedPassages } from '../smartfeeder/routing/passage-limits';
import { seaRouter } from '../smartfeeder/routing/sea-network';

const cache = new Map<string, number>();

/**
 * Sea distance between two catalogue ports along the SmartFeeder lane network (Kiel Canal allowed, as a feeder
 * would sail), in the direction asked (the Dover Strait's lanes are one-way), cached per direction and per the
 * passages the ship's dimensions close (a deep ship takes the Great Belt for the Sound). Without a ship every passage is open. A port the router cannot reach is infinitely far.
 */
export const seaDistanceNm = (from: string, to: string, ship?: ShipDimensions): number => {
  if (from === to) return 0;
  const closed = closedPassages(ship).join(',');
  const key = `${from}|${to}|${closed}`;
  let d = cache.get(key);
  if (d === undefined) {
    try {
      d = seaRouter().route(from, to, { ship }).distanceNm;
    } catch {
      d = Number.POSITIVE_INFINITY;
    }
    cache.set(key, d);
  }
  return d;
};

const nearby = new Map<string, string[]>();

/**
 * The port itself and every catalogue port within NEARBY_RADIUS_NM of it by sea. The great circle never exceeds
 * the sea distance, so only ports that close as the crow flies are routed.
 */
export function portsNear(code: string): string[] {
  let list = nearby.get(code);
  if (!list) {
    const port = findPort(code);
    list = [code];
    if (port) {
      for (const p of PORTS) {
        if (p.code === code) continue;
        if (distanceNm([port.lon, port.lat], [p.lon, p.lat]) >= NEARBY_RADIUS_NM) continue;
        if (seaDistanceNm(code, p.code) < NEARBY_RADIUS_NM) list.push(p.code);
      }
    }
    nearby.set(code, list);
  }
  return list;
}
