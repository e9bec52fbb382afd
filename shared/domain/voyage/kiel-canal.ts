/**
 * The Kiel Canal (Nord-Ostsee-Kanal) leg of a voyage: its dues, its length and its speed limit.
 *
 * Dues (Befahrungsabgaben), through transit, all ships but pleasure craft: NOKBefAbgV, Anlage 1 Nr. 1.1
 * (Verordnung über die Befahrungsabgaben auf dem Nord-Ostsee-Kanal), by gross tonnage (§ 5: the GT of the
 * International Tonnage Certificate 1969), a band "over X up to Y GT" at a fixed amount in EUR.
 * - Bands up to 7,000 GT: the text in force, Anlage 1 as amended by BGBl. 2023 I Nr. 127 (11 May 2023),
 *   read on gesetze.legal/bund/nokbefabgv/anlage_1 (looked up 2026-11-27).
 * - Bands above 7,000 GT: the Anlage of BAnz. 2003 Nr. 100 S. 11854 (the 2003 tariff), as mirrored by
 *   github.com/bundestag/gesetze n/nokbefabgv; every band the 2023 text showed (0–7,000 GT) is the same amount
 *   in both, so the 2023 amendment is taken to have kept the tariff. Check against the published Anlage 1 when
 *   the tariff changes.
 * - § 8 (7. NOKBefAbgVÄndV, BGBl. 2023 I Nr. 171): from 1 July 2023 ships that must take a pilot pay 50%, first
 *   "until 30 June 2026"; the Bundestag's budget committee extended the reduction beyond June 2026 without an end
 *   date (November 2025, reported by dpa on 14 Nov 2025, "zunächst unbefristet"). Container feeders of these sizes
 *   (over ~100 m) take a pilot on the canal, so every transit from 1 July 2023 pays half. Check this when the
 *   tariff changes: the date rule below is where an end date would go.
 * - Not modelled: § 7 (1) 30% off for ships over 3,000 GT in ballast only; § 7 (2) frequent-transit rebates.
 *
 * Length: Brunsbüttel to Kiel-Holtenau 98 km ≈ 53 nm (DOMAIN.md). Speed: since 1 July 2023 one speed of 12 km/h
 * (6.5 kn) for every ship on the canal (WSA Nord-Ostsee-Kanal's Allgemeinverfügung against bank erosion, announced
 * by the BSH; still in force in November 2025 while the banks are repaired) instead of the 15 km/h (≈ 8.1 kn) of
 * the Seeschifffahrtsstraßen-Ordnung.
 * Pilots and canal helmsmen are billed separately (Lotstarifverordnung; Kanalsteurertarifverordnung, e.g.
 * 1,727 EUR for 8,751–9,000 GT for a full transit): an editable assumption of the quote (`kielPilotageEur`).
 */
export const KIEL_CANAL_LENGTH_NM = 53;
export const KIEL_CANAL_SPEED_LIMIT_KNOTS = 6.5;
/** First day of § 8's half rate, UTC (extended without an end date in November 2025). */
const HALF_RATE_FROM = Date.UTC(2023, 6, 1);

/** [upper GT bound of the band, EUR]: a ship of GT g pays the first band whose bound is ≥ g. */
// biome-ignore format: the published table, band by band
export const KIEL_CANAL_DUES_EUR: readonly (readonly [number, number])[] = [
  [50, 29], [75, 34], [100, 39], [125, 44], [150, 50], [175, 54], [200, 60], [225, 64], [250, 70], [275, 79],
  [300, 86], [325, 96], [350, 105], [375, 114], [400, 123], [425, 132], [450, 139], [475, 148], [500, 159],
  [550, 175], [600, 190], [650, 208], [700, 224], [750, 240], [800, 258], [850, 273], [900, 290], [950, 307],
  [1000, 324], [1050, 337], [1100, 349], [1150, 364], [1200, 378], [1250, 392], [1300, 409], [1350, 423],
  [1400, 439], [1450, 453], [1500, 470], [1550, 484], [1600, 500], [1650, 513], [1700, 528], [1750, 543],
  [1800, 556], [1850, 572], [1900, 585], [1950, 599], [2000, 615], [2050, 627], [2100, 638], [2150, 648],
  [2200, 659], [2250, 669], [2300, 680], [2350, 690], [2400, 700], [2450, 710], [2500, 720], [2600, 738],
  [2700, 756], [2800, 772], [2900, 790], [3000, 807], [3100, 824], [3200, 843], [3300, 862], [3400, 880],
  [3500, 897], [3600, 904], [3700, 912], [3800, 931], [3900, 949], [4000, 963], [4100, 974], [4200, 983],
  [4300, 995], [4400, 1008], [4500, 1021], [4600, 1034], [4700, 1047], [4800, 1061], [4900, 1077],
  [5000, 1092], [5250, 1106], [5500, 1126], [5750, 1144], [6000, 1149], [6250, 1154], [6500, 1175],
  [6750, 1194], [7000, 1212], [7250, 1231], [7500, 1249], [7750, 1268], [8000, 1275], [8250, 1283],
  [8500, 1289], [8750, 1298], [9000, 1315], [9250, 1332], [9500, 1350], [9750, 1369], [10000, 1373],
  [10250, 1377], [10500, 1384], [10750, 1389], [11000, 1409], [11250, 1421], [11500, 1441], [11750, 1449],
  [12000, 1458], [12250, 1466], [12500, 1474], [12750, 1483], [13000, 1491], [13250, 1509], [13500, 1528],
  [13750, 1546], [14000, 1564], [14250, 1582], [14500, 1602], [14750, 1621], [15000, 1625], [15500, 1631],
  [16000, 1638], [16500, 1667], [17000, 1699], [17500, 1731], [18000, 1764], [18500, 1798], [19000, 1831],
  [19500, 1849], [20000, 1867], [20500, 1884], [21000, 1907], [21500, 1925], [22000, 1946], [22500, 1967],
  [23000, 1999], [23500, 2030], [24000, 2062], [24500, 2094], [25000, 2125], [25500, 2157], [26000, 2188],
  [26500, 2220], [27000, 2252], [27500, 2283], [28000, 2315], [28500, 2346], [29000, 2378], [29500, 2410],
  [30000, 2441], [30500, 2473], [31000, 2504],
];

/**
 * The tariff in force on a transit's date: everything the date decides about a transit (the full rate before
 * 1 July 2023, § 8's half rate from then on). Figures computed for a transit date may be kept by this, not by the instant
 * (quote-comparison.ts): two dates with one tariff give the same dues.
 */
export type KielCanalTariff = 'half-rate' | 'full';
export const kielCanalTariff = (transit: Date): KielCanalTariff =>
  transit.getTime() >= HALF_RATE_FROM ? 'half-rate' : 'full';

/**
 * Canal dues in EUR for one through transit of a ship of `grossTonnage`, on the date of the transit.
 * Ships above the last band transcribed here (31,000 GT, beyond the canal's size limits for container ships)
 * pay the last band's amount.
 */
export function kielCanalDuesEur(grossTonnage: number, transit: Date): number {
  const band = KIEL_CANAL_DUES_EUR.find(([upTo]) => grossTonnage <= upTo) ?? KIEL_CANAL_DUES_EUR.at(-1)!;
  const full = band[1];
  // § 5 (2): amounts are rounded to whole euros, 0.50 up.
  return kielCanalTariff(transit) === 'half-rate' ? Math.round(full / 2) : full;
}

/** Hours for the canal leg at the lower of the ship's speed and the canal's limit. */
export const kielCanalHours = (speedKnots: number) =>
  KIEL_CANAL_LENGTH_NM / Math.min(speedKnots, KIEL_CANAL_SPEED_LIMIT_KNOTS);

/**
 * The canal leg of a voyage through the Kiel Canal, for computeVoyage: 53 nm at the speed limit (or the ship's
 * speed when slower), and dues by gross tonnage plus the optional pilotage assumption, in USD.
 */
export function kielCanalPassage(input: {
  grossTonnage: number;
  speedKnots: number;
  transit: Date;
  assumptions: { kielPilotageEur: number; eurUsd: number };
}) {
  const duesEur = kielCanalDuesEur(input.grossTonnage, input.transit);
  const pilotageEur = input.assumptions.kielPilotageEur;
  return {
    distanceNm: KIEL_CANAL_LENGTH_NM,
    speedKnots: Math.min(input.speedKnots, KIEL_CANAL_SPEED_LIMIT_KNOTS),
    duesEur,
    pilotageEur,
    feesUsd: (duesEur + pilotageEur) * input.assumptions.eurUsd,
  };
}
