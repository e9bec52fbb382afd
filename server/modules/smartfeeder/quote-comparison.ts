import type { Assumptions } from '@shared/domain/voyage/assumptions';
import { kielCanalPassage, kielCanalTariff } from '@shared/domain/voyage/kiel-canal';
import { classVessel, type VoyageVessel } from '@shared/domain/voyage/vessel';
import { VESSEL_CLASSES, vesselTypes } from '@shared/domain/voyage/vessel-classes';
import { computeVoyage, type VoyageInput } from '@shared/domain/voyage/voyage';
import type { ComparisonRow } from '@shared/schemas/smartfeeder';
import { lruCache } from '../../lib/lru';

/** Speeds the comparison shows: slow steaming at 8 kn up to 20 kn. */
export const COMPARISON_SPEEDS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

/**
 * Cost and CO2 of the same voyage for each class (at its own default charter rate, except the class
 * the caller chose, which keeps the caller's assumptions) and for a chosen fleet vessel, across
 * COMPARISON_SPEEDS.
 */
export function compareVoyages(
  base: ComparisonBase,
  chosen: VoyageVessel,
  /** The Kiel Canal transit's date when the route uses it: each ship pays its own dues and keeps the limit. */
  kielTransit: Date | null = null,
): readonly ComparisonRow[] {
  // The table is a pure function of its inputs, which repeat (a user trying speeds or fuels on one route):
  // 39 to 52 voyages computed once per distinct input, not on every quote. Of the transit's date only its tariff
  // counts (a quote without a departure transits "now", a new instant on every call, issue 28).
  const tariff = kielTransit && kielCanalTariff(kielTransit);
  return tables.getOrCompute(JSON.stringify([base, chosen, tariff]), () =>
    Object.freeze(buildTable(base, chosen, kielTransit).map((row) => Object.freeze(row))),
  );
}

type ComparisonBase = Omit<VoyageInput, 'vessel' | 'speedKnots'>;
const tables = lruCache<readonly ComparisonRow[]>(2_000);

export function buildTable(
  base: ComparisonBase,
  chosen: VoyageVessel,
  kielTransit: Date | null = null,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const vessels: { key: ComparisonRow['vessel']; vessel: VoyageVessel; assumptions: Assumptions }[] =
    vesselTypes.map((t) => ({
      key: t,
      vessel: { ...classVessel(t), fuelType: base.fuelType },
      assumptions:
        chosen.source === 'class' && chosen.vesselType === t
          ? base.assumptions
          : { ...base.assumptions, charterUsdPerDay: VESSEL_CLASSES[t].charterUsdPerDay },
    }));
  if (chosen.source === 'fleet')
    vessels.push({ key: 'fleet', vessel: chosen, assumptions: base.assumptions });
  for (const { key, vessel, assumptions } of vessels) {
    for (const speedKnots of COMPARISON_SPEEDS) {
      const canal = kielTransit
        ? kielCanalPassage({
            grossTonnage: vessel.grossTonnage,
            speedKnots,
            transit: kielTransit,
            assumptions,
          })
        : undefined;
      const v = computeVoyage({ ...base, vessel, speedKnots, assumptions, canal });
      rows.push({
        vessel: key,
        speedKnots,
        costUsd: v.cost.totalUsd,
        co2T: round(v.co2.totalT, 2),
        seaHours: round(v.seaHours, 1),
      });
    }
  }
  return rows;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
