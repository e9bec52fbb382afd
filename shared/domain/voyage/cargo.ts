import { VESSEL_CLASSES, type VesselType, vesselTypes } from './vessel-classes';

/** Loaded TEU for a cargo weight (DOMAIN.md: about 10 t per loaded TEU, an editable assumption). */
export const cargoTeu = (weightTonnes: number, tonnesPerTeu: number) =>
  weightTonnes > 0 ? Math.ceil(weightTonnes / tonnesPerTeu) : 0;

/**
 * The smallest class whose upper TEU bound carries the cargo (500, 800, 1,000); Micro
 * Containership when no weight is given (DOMAIN.md, SPEC.md §9). Cargo beyond 1,000 TEU still
 * gets the largest class: it needs more than one sailing, which the screen says.
 */
export function suggestVesselType(weightTonnes: number | null | undefined, tonnesPerTeu = 10): VesselType {
  const teu = cargoTeu(weightTonnes ?? 0, tonnesPerTeu);
  if (teu === 0) return 'micro_containership';
  return vesselTypes.find((t) => teu <= VESSEL_CLASSES[t].maxTeu) ?? 'regional_feeder';
}
