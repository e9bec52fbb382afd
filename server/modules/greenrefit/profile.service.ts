import {
  type PlatformVoyage,
  profileFromServiceSpeed,
  profileFromVoyages,
  shipFromVessel,
  voyageCoverage,
} from '@shared/domain/greenrefit';
import { findPort } from '@shared/domain/ports';
import { classForTeu } from '@shared/domain/voyage/vessel';
import { type ShipDimensions, VESSEL_CLASSES } from '@shared/domain/voyage/vessel-classes';
import type { ProfileEstimates } from '@shared/schemas/greenrefit';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipOfferings } from '../../db/schema';
import { seaDistanceNm } from '../matching/port-proximity';
import { type Actor, getVessel } from '../vessels/vessels.service';

const DAY_MS = 86_400_000;
/** The last year sailed and the half year already planned: recent enough to stand for the ship's trade. */
const PAST_DAYS = 365;
const AHEAD_DAYS = 180;

/** The vessel's voyages on the platform with their sea distance; pairs the router cannot connect are left out. */
async function platformVoyages(
  db: Db,
  vesselId: string,
  now: Date,
  ship?: ShipDimensions,
): Promise<PlatformVoyage[]> {
  const rows = await db
    .select({
      origin: shipOfferings.originPort,
      destination: shipOfferings.destinationPort,
      departure: shipOfferings.departureDate,
      arrival: shipOfferings.arrivalDate,
    })
    .from(shipOfferings)
    .where(
      and(
        eq(shipOfferings.vesselId, vesselId),
        ne(shipOfferings.approvalStatus, 'rejected'),
        gte(shipOfferings.departureDate, new Date(now.getTime() - PAST_DAYS * DAY_MS)),
        lte(shipOfferings.departureDate, new Date(now.getTime() + AHEAD_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(shipOfferings.departureDate));
  return rows.flatMap((r) => {
    const from = findPort(r.origin);
    const to = findPort(r.destination);
    const distanceNm = from && to ? seaDistanceNm(from.code, to.code, ship) : Number.POSITIVE_INFINITY;
    if (!from || !to || !Number.isFinite(distanceNm)) return [];
    return [
      {
        distanceNm,
        originCountry: from.country,
        destinationCountry: to.country,
        departure: new Date(r.departure),
        arrival: r.arrival ? new Date(r.arrival) : null,
      },
    ];
  });
}

/** The fleet vessel's particulars for routing (the Sound, the Kiel Canal), its class's defaults where it has none. */
function shipDimensions(v: {
  teuCapacity: number;
  lengthOverallM: number | null;
  beamM: number | null;
  maxDraughtM: number | null;
}): ShipDimensions {
  const d = VESSEL_CLASSES[classForTeu(v.teuCapacity)].dimensions;
  return {
    lengthM: v.lengthOverallM ?? d.lengthM,
    beamM: v.beamM ?? d.beamM,
    draughtM: v.maxDraughtM ?? d.draughtM,
  };
}

/**
 * The two operating profiles the screen offers for a fleet ship: at service speed, and from its voyages when they
 * cover enough of a year (MIN_VOYAGE_SEA_DAYS); the coverage says why not otherwise.
 */
export async function getProfileEstimates(
  db: Db,
  input: { actor: Actor; vesselId: string; now: Date },
): Promise<ProfileEstimates> {
  const vessel = await getVessel(db, input.actor, input.vesselId);
  const { ship, estimated } = shipFromVessel(vessel);
  const voyages = await platformVoyages(db, vessel.id, input.now, shipDimensions(vessel));
  return {
    ship,
    estimated,
    fromServiceSpeed: profileFromServiceSpeed(ship),
    fromVoyages: profileFromVoyages(ship, voyages),
    voyageCoverage: voyageCoverage(ship, voyages),
  };
}
