import type { DemoTracker, DemoTrackerMap } from '@shared/schemas/demo-tracker';
import { DEMO_EPOCH_MS, demoShips, portRef, TIME_LAPSE } from './demo-fleet';
import { voyageState } from './demo-voyage';
import { drawTrackerMap } from './tracker-map';

const round = (v: number, digits: number) => Number(v.toFixed(digits));
// Whole seconds: the ETA of a ship sailing on at one speed then reads the same at every poll.
const toSecond = (d: Date) => new Date(Math.round(d.getTime() / 1000) * 1000).toISOString();

/** The simulated instant shown at real time `now` (TIME_LAPSE times faster from a fixed epoch). */
export const simulatedAt = (now: Date) =>
  new Date(DEMO_EPOCH_MS + (now.getTime() - DEMO_EPOCH_MS) * TIME_LAPSE);

/** The demo ships' state at `now`: a pure function of the clock, so every instance answers alike. */
export function getDemoTracker(now: Date): DemoTracker {
  const sim = simulatedAt(now);
  return {
    demo: true,
    at: now.toISOString(),
    vessels: demoShips().map((ship) => {
      const s = voyageState(ship.loop, sim);
      const hoursToGo = (s.eta.getTime() - sim.getTime()) / 3_600_000;
      return {
        id: ship.id,
        name: ship.name,
        type: ship.type,
        capacityTeu: ship.capacityTeu,
        // Five decimals are about a metre; a ship at 12 kn moves some 18 m between two polls.
        position: { lat: round(s.position[1], 5), lon: round(s.position[0], 5) },
        speedKn: s.speedKn,
        headingDeg: round(s.headingDeg, 1) % 360,
        status: s.status,
        origin: portRef(s.origin),
        destination: portRef(s.destination),
        // When it arrives on this page's clock, and how long that is in voyage time.
        eta: toSecond(new Date(now.getTime() + (hoursToGo * 3_600_000) / TIME_LAPSE)),
        hoursToGo: round(hoursToGo, 1),
      };
    }),
  };
}

let mapBody: string | undefined;

/** The map as a JSON text, drawn on first use (about 0.2 s) and then served from memory. */
export function getDemoTrackerMapJson(): string {
  if (mapBody === undefined) {
    const routes = demoShips().map((ship) => ({
      vesselId: ship.id,
      ports: ship.loop.legs.map((leg) => ({
        ...portRef(leg.from),
        lon: round(leg.line[0][0], 4),
        lat: round(leg.line[0][1], 4),
      })),
      distanceNm: round(
        ship.loop.legs.reduce((sum, leg) => sum + leg.lengthNm, 0),
        1,
      ),
      // One closed line: each leg without its first point, which repeats the previous leg's last.
      coordinates: ship.loop.legs
        .flatMap((leg, i) => (i === 0 ? leg.line : leg.line.slice(1)))
        .map(([lon, lat]) => [round(lon, 4), round(lat, 4)] as [number, number]),
    }));
    const map: DemoTrackerMap = { demo: true, ...drawTrackerMap(routes), routes };
    mapBody = JSON.stringify(map);
  }
  return mapBody;
}
