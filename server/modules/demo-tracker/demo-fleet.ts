import { findPort } from '@shared/domain/ports';
import type { VesselType } from '@shared/domain/voyage/vessel-classes';
import { seaRouter } from '../smartfeeder/routing/sea-network';
import { cycleHours, type Loop, makeLeg } from './demo-voyage';

type DemoVesselConfig = {
  id: string;
  /** Invented names: the tracker shows demo data (PRODUCT.md 14), never a real ship. */
  name: string;
  type: VesselType;
  capacityTeu: number;
  /** The loop's ports in sailing order; the last leg returns to the first. */
  ports: readonly string[];
  speedKn: number;
  /** Where in the common cycle this ship's round starts, so the three do not lie at berth at the same time. */
  phaseHours: number;
};

/**
 * Every round takes the same time: each ship's berth time fills what its sailing leaves of the cycle. With one
 * cycle and the phases a third of it apart, at least one ship is always under way (demo-tracker.test.ts). Issue
 * 27: short feeder port stays (3-8 h), so each ship is under way about four fifths of the time.
 */
export const CYCLE_HOURS = 82;

/**
 * The demo runs as a time-lapse: one simulated hour every 3 real seconds (one poll), so a ship at 12-15 kn moves
 * a visible 12-15 nm between refreshes and a whole round takes about four minutes. Real time showed three ships
 * that seemed frozen (issue 27: 0.01′ in 6 s). The speeds shown are the simulated ones, feeder speeds.
 */
export const TIME_LAPSE = 1200;
// Any fixed instant: positions depend on nothing but the clock, so every server instance reports the same ones.
export const DEMO_EPOCH_MS = Date.UTC(2026, 0, 5);

// Speeds below the class service speeds (shared/domain/voyage/vessel-classes.ts): feeders often slow-steam.
export const DEMO_FLEET: readonly DemoVesselConfig[] = [
  {
    id: 'demo-elbe-pioneer',
    name: 'FH Elbe Pioneer',
    type: 'micro_containership',
    capacityTeu: 700,
    ports: ['DEHAM', 'NLRTM', 'BEANR'],
    speedKn: 12.5,
    phaseHours: 0,
  },
  {
    id: 'demo-baltic-tern',
    name: 'FH Baltic Tern',
    type: 'small_feeder',
    capacityTeu: 450,
    ports: ['PLGDN', 'DKCPH', 'SEGOT'],
    speedKn: 13,
    phaseHours: CYCLE_HOURS / 3,
  },
  {
    id: 'demo-levante',
    name: 'FH Levante',
    type: 'regional_feeder',
    capacityTeu: 900,
    ports: ['ESVLC', 'ESBCN', 'ITGOA'],
    speedKn: 15,
    phaseHours: (2 * CYCLE_HOURS) / 3,
  },
];

export type DemoShip = DemoVesselConfig & { loop: Loop };

export const portRef = (code: string) => ({ code, name: findPort(code)?.name ?? code });

function buildShip(config: DemoVesselConfig): DemoShip {
  const router = seaRouter();
  const legs = config.ports.map((from, i) => {
    const to = config.ports[(i + 1) % config.ports.length];
    return makeLeg(from, to, router.route(from, to).coordinates);
  });
  const sailHours = legs.reduce((sum, leg) => sum + leg.lengthNm / config.speedKn, 0);
  const berthHours = (CYCLE_HOURS - sailHours) / legs.length;
  if (berthHours < 3) throw new Error(`${config.name}: the loop does not fit the ${CYCLE_HOURS} h cycle`);
  const loop: Loop = {
    legs,
    speedKn: config.speedKn,
    berthHours,
    startMs: DEMO_EPOCH_MS + config.phaseHours * 3_600_000,
  };
  if (Math.abs(cycleHours(loop) - CYCLE_HOURS) > 1e-9) throw new Error('cycle mismatch');
  return { ...config, loop };
}

let ships: readonly DemoShip[] | undefined;

/** The demo ships with their legs along the lane network, routed once per process (a few milliseconds). */
export function demoShips(): readonly DemoShip[] {
  ships ??= DEMO_FLEET.map(buildShip);
  return ships;
}
