import type { ShipDimensions } from '@shared/domain/voyage/vessel-classes';
import type { PassageId } from '@shared/schemas/smartfeeder';

export type { ShipDimensions };

/**
 * The Sound's southern sill: Drogden, the Danish channel between Amager and Saltholm, allows a
 * draught of about 7.7 m (Danish Maritime Authority; Flinterenden on the Swedish side is shallower).
 * Deeper ships take the Great Belt (Route T, about 15 m), which has no limit a feeder reaches.
 */
export const DROGDEN_MAX_DRAUGHT_M = 7.7;

/**
 * Kiel Canal (Wasserstraßen- und Schifffahrtsverwaltung des Bundes, as published on the canal's pages):
 * length up to 235 m and beam up to 32.5 m; ships up to 160 m long may draw 9.5 m, the largest 7.0 m, and
 * the permitted draught falls with size in between. We take it linear in length between those two points
 * (a 177.6 m feeder: 8.9 m here, 8.8 m published for Delphis Bothnia, whose 30.5 m beam costs it more).
 */
export const KIEL_CANAL_LIMITS = {
  maxLengthM: 235,
  maxBeamM: 32.5,
  fullDraughtM: 9.5,
  fullDraughtUpToLengthM: 160,
  draughtAtMaxLengthM: 7.0,
} as const;

/**
 * Corinth Canal: 24.6 m wide at the bottom; ships up to about 16.5 m beam and 7.3 m draught (Corinth Canal
 * S.A. as widely quoted). NGA Pub. 151 routes Aegean–Adriatic and Aegean–Tyrrhenian pairs through it; a feeder
 * of our classes (17.5 m beam and more) goes round the Peloponnese.
 */
export const CORINTH_CANAL_LIMITS = { maxBeamM: 16.5, maxDraughtM: 7.3 } as const;

export function kielCanalMaxDraughtM(lengthM: number | null | undefined): number {
  const k = KIEL_CANAL_LIMITS;
  if (!lengthM || lengthM <= k.fullDraughtUpToLengthM) return k.fullDraughtM;
  const t = Math.min(1, (lengthM - k.fullDraughtUpToLengthM) / (k.maxLengthM - k.fullDraughtUpToLengthM));
  return k.fullDraughtM - t * (k.fullDraughtM - k.draughtAtMaxLengthM);
}

/** The passages a ship of these dimensions may not take (empty when nothing is known of it). */
export function closedPassages(ship: ShipDimensions | undefined): PassageId[] {
  if (!ship) return [];
  const closed: PassageId[] = [];
  const { draughtM, lengthM, beamM } = ship;
  if (draughtM && draughtM > DROGDEN_MAX_DRAUGHT_M) closed.push('the-sound');
  const k = KIEL_CANAL_LIMITS;
  if (
    (lengthM && lengthM > k.maxLengthM) ||
    (beamM && beamM > k.maxBeamM) ||
    (draughtM && draughtM > kielCanalMaxDraughtM(lengthM))
  )
    closed.push('kiel-canal');
  if (
    (beamM && beamM > CORINTH_CANAL_LIMITS.maxBeamM) ||
    (draughtM && draughtM > CORINTH_CANAL_LIMITS.maxDraughtM)
  )
    closed.push('corinth-canal');
  return closed;
}
