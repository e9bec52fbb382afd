import { z } from 'zod';

export type SeaRegion = 'north-sea' | 'baltic' | 'atlantic' | 'mediterranean';
export type Port = {
  /** UN/LOCODE: ISO 3166 country + 3-letter place code. */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Port area, decimal degrees (WGS 84). */
  lat: number;
  lon: number;
  region: SeaRegion;
};

/** SPEC.md §9's twelve calculator ports (coordinates from DOMAIN.md), in the specified order. */
// biome-ignore format: two rows of six read best
export const CALCULATOR_PORT_CODES = [
  'DEHAM', 'NLRTM', 'BEANR', 'DKCPH', 'PLGDN', 'SESTO',
  'ESBCN', 'ITGOA', 'FRMRS', 'ESVLC', 'NLAMS', 'DEBRE',
] as const;

// Codes from the UN/LOCODE code list (UNECE); coordinates of the container or port area, rounded.
// biome-ignore format: one port per line reads best
export const PORTS: readonly Port[] = [
  { code: 'DEHAM', name: 'Hamburg', country: 'DE', lat: 53.55, lon: 10.0, region: 'north-sea' },
  { code: 'NLRTM', name: 'Rotterdam', country: 'NL', lat: 51.917, lon: 4.5, region: 'north-sea' },
  { code: 'BEANR', name: 'Antwerp', country: 'BE', lat: 51.217, lon: 4.417, region: 'north-sea' },
  { code: 'DKCPH', name: 'Copenhagen', country: 'DK', lat: 55.672, lon: 12.579, region: 'baltic' },
  { code: 'PLGDN', name: 'Gdansk', country: 'PL', lat: 54.399, lon: 18.668, region: 'baltic' },
  { code: 'SESTO', name: 'Stockholm', country: 'SE', lat: 59.329, lon: 18.076, region: 'baltic' },
  { code: 'ESBCN', name: 'Barcelona', country: 'ES', lat: 41.383, lon: 2.183, region: 'mediterranean' },
  { code: 'ITGOA', name: 'Genoa', country: 'IT', lat: 44.42, lon: 8.95, region: 'mediterranean' },
  { code: 'FRMRS', name: 'Marseille', country: 'FR', lat: 43.292, lon: 5.355, region: 'mediterranean' },
  { code: 'ESVLC', name: 'Valencia', country: 'ES', lat: 39.47, lon: -0.37, region: 'mediterranean' },
  { code: 'NLAMS', name: 'Amsterdam', country: 'NL', lat: 52.376, lon: 4.904, region: 'north-sea' },
  { code: 'DEBRE', name: 'Bremen', country: 'DE', lat: 53.075, lon: 8.795, region: 'north-sea' },
  // North Sea and Channel
  { code: 'DEBRV', name: 'Bremerhaven', country: 'DE', lat: 53.56, lon: 8.55, region: 'north-sea' },
  { code: 'DEWVN', name: 'Wilhelmshaven', country: 'DE', lat: 53.59, lon: 8.15, region: 'north-sea' },
  { code: 'DECUX', name: 'Cuxhaven', country: 'DE', lat: 53.87, lon: 8.7, region: 'north-sea' },
  { code: 'DEEME', name: 'Emden', country: 'DE', lat: 53.34, lon: 7.19, region: 'north-sea' },
  { code: 'NLVLI', name: 'Vlissingen', country: 'NL', lat: 51.44, lon: 3.6, region: 'north-sea' },
  { code: 'NLMOE', name: 'Moerdijk', country: 'NL', lat: 51.7, lon: 4.6, region: 'north-sea' },
  { code: 'BEZEE', name: 'Zeebrugge', country: 'BE', lat: 51.33, lon: 3.2, region: 'north-sea' },
  { code: 'BEGNE', name: 'Ghent', country: 'BE', lat: 51.1, lon: 3.77, region: 'north-sea' },
  { code: 'FRDKK', name: 'Dunkirk', country: 'FR', lat: 51.03, lon: 2.2, region: 'north-sea' },
  { code: 'FRLEH', name: 'Le Havre', country: 'FR', lat: 49.47, lon: 0.17, region: 'atlantic' },
  { code: 'FRURO', name: 'Rouen', country: 'FR', lat: 49.45, lon: 1.05, region: 'atlantic' },
  { code: 'GBFXT', name: 'Felixstowe', country: 'GB', lat: 51.95, lon: 1.32, region: 'north-sea' },
  { code: 'GBLGP', name: 'London Gateway', country: 'GB', lat: 51.5, lon: 0.47, region: 'north-sea' },
  { code: 'GBTIL', name: 'Tilbury', country: 'GB', lat: 51.45, lon: 0.35, region: 'north-sea' },
  { code: 'GBTHP', name: 'Thamesport', country: 'GB', lat: 51.43, lon: 0.69, region: 'north-sea' },
  { code: 'GBSOU', name: 'Southampton', country: 'GB', lat: 50.9, lon: -1.43, region: 'atlantic' },
  { code: 'GBHUL', name: 'Hull', country: 'GB', lat: 53.74, lon: -0.28, region: 'north-sea' },
  { code: 'GBIMM', name: 'Immingham', country: 'GB', lat: 53.63, lon: -0.19, region: 'north-sea' },
  { code: 'GBTEE', name: 'Teesport', country: 'GB', lat: 54.6, lon: -1.16, region: 'north-sea' },
  { code: 'GBGRG', name: 'Grangemouth', country: 'GB', lat: 56.03, lon: -3.7, region: 'north-sea' },
  { code: 'GBABD', name: 'Aberdeen', country: 'GB', lat: 57.14, lon: -2.08, region: 'north-sea' },
  { code: 'NOOSL', name: 'Oslo', country: 'NO', lat: 59.9, lon: 10.74, region: 'north-sea' },
  { code: 'NOKRS', name: 'Kristiansand', country: 'NO', lat: 58.14, lon: 8.0, region: 'north-sea' },
  { code: 'NOBGO', name: 'Bergen', country: 'NO', lat: 60.39, lon: 5.32, region: 'north-sea' },
  { code: 'NOSVG', name: 'Stavanger (Risavika)', country: 'NO', lat: 58.92, lon: 5.59, region: 'north-sea' },
  { code: 'NOAES', name: 'Ålesund', country: 'NO', lat: 62.47, lon: 6.15, region: 'north-sea' },
  { code: 'SEGOT', name: 'Gothenburg', country: 'SE', lat: 57.69, lon: 11.85, region: 'north-sea' },
  { code: 'DKAAR', name: 'Aarhus', country: 'DK', lat: 56.15, lon: 10.23, region: 'baltic' },
  { code: 'DKGRE', name: 'Grenaa', country: 'DK', lat: 56.41, lon: 10.93, region: 'baltic' },
  { code: 'DKFRC', name: 'Fredericia', country: 'DK', lat: 55.56, lon: 9.75, region: 'baltic' },
  { code: 'DKEBJ', name: 'Esbjerg', country: 'DK', lat: 55.46, lon: 8.44, region: 'north-sea' },
  // Baltic
  { code: 'DEKEL', name: 'Kiel', country: 'DE', lat: 54.33, lon: 10.15, region: 'baltic' },
  { code: 'DELBC', name: 'Lübeck', country: 'DE', lat: 53.89, lon: 10.7, region: 'baltic' },
  { code: 'DERSK', name: 'Rostock', country: 'DE', lat: 54.15, lon: 12.1, region: 'baltic' },
  { code: 'DESAS', name: 'Sassnitz', country: 'DE', lat: 54.51, lon: 13.64, region: 'baltic' },
  { code: 'PLGDY', name: 'Gdynia', country: 'PL', lat: 54.53, lon: 18.55, region: 'baltic' },
  { code: 'PLSWI', name: 'Świnoujście', country: 'PL', lat: 53.91, lon: 14.26, region: 'baltic' },
  { code: 'PLSZZ', name: 'Szczecin', country: 'PL', lat: 53.43, lon: 14.57, region: 'baltic' },
  { code: 'LTKLJ', name: 'Klaipėda', country: 'LT', lat: 55.71, lon: 21.12, region: 'baltic' },
  { code: 'LVRIX', name: 'Riga', country: 'LV', lat: 57.0, lon: 24.08, region: 'baltic' },
  { code: 'EETLL', name: 'Tallinn (Muuga)', country: 'EE', lat: 59.5, lon: 24.96, region: 'baltic' },
  { code: 'FIHEL', name: 'Helsinki', country: 'FI', lat: 60.2, lon: 25.19, region: 'baltic' },
  { code: 'FIKTK', name: 'Kotka', country: 'FI', lat: 60.46, lon: 26.95, region: 'baltic' },
  { code: 'FITKU', name: 'Turku', country: 'FI', lat: 60.44, lon: 22.22, region: 'baltic' },
  { code: 'FIRAU', name: 'Rauma', country: 'FI', lat: 61.13, lon: 21.46, region: 'baltic' },
  { code: 'SEMMA', name: 'Malmö', country: 'SE', lat: 55.62, lon: 12.98, region: 'baltic' },
  { code: 'SENRK', name: 'Norrköping', country: 'SE', lat: 58.6, lon: 16.2, region: 'baltic' },
  { code: 'SEGVX', name: 'Gävle', country: 'SE', lat: 60.68, lon: 17.2, region: 'baltic' },
  { code: 'RUKGD', name: 'Kaliningrad', country: 'RU', lat: 54.69, lon: 20.42, region: 'baltic' },
  { code: 'RULED', name: 'Saint Petersburg', country: 'RU', lat: 59.88, lon: 30.2, region: 'baltic' },
  // Atlantic: Ireland, Biscay, Iberia
  { code: 'GBLIV', name: 'Liverpool', country: 'GB', lat: 53.45, lon: -3.02, region: 'atlantic' },
  { code: 'GBBEL', name: 'Belfast', country: 'GB', lat: 54.62, lon: -5.9, region: 'atlantic' },
  { code: 'IEDUB', name: 'Dublin', country: 'IE', lat: 53.35, lon: -6.2, region: 'atlantic' },
  { code: 'IEORK', name: 'Cork', country: 'IE', lat: 51.85, lon: -8.28, region: 'atlantic' },
  { code: 'FRMTX', name: 'Montoir (Nantes Saint-Nazaire)', country: 'FR', lat: 47.3, lon: -2.15, region: 'atlantic' },
  { code: 'FRLPE', name: 'La Rochelle (La Pallice)', country: 'FR', lat: 46.16, lon: -1.22, region: 'atlantic' },
  { code: 'FRBES', name: 'Brest', country: 'FR', lat: 48.38, lon: -4.49, region: 'atlantic' },
  { code: 'ESBIO', name: 'Bilbao', country: 'ES', lat: 43.35, lon: -3.05, region: 'atlantic' },
  { code: 'ESVGO', name: 'Vigo', country: 'ES', lat: 42.24, lon: -8.73, region: 'atlantic' },
  { code: 'PTLEI', name: 'Leixões', country: 'PT', lat: 41.18, lon: -8.7, region: 'atlantic' },
  { code: 'PTLIS', name: 'Lisbon', country: 'PT', lat: 38.7, lon: -9.15, region: 'atlantic' },
  { code: 'PTSIE', name: 'Sines', country: 'PT', lat: 37.95, lon: -8.87, region: 'atlantic' },
  // Mediterranean
  { code: 'ESALG', name: 'Algeciras', country: 'ES', lat: 36.13, lon: -5.44, region: 'mediterranean' },
  { code: 'ESAGP', name: 'Málaga', country: 'ES', lat: 36.71, lon: -4.42, region: 'mediterranean' },
  { code: 'ESCAR', name: 'Cartagena', country: 'ES', lat: 37.59, lon: -0.98, region: 'mediterranean' },
  { code: 'ESTAR', name: 'Tarragona', country: 'ES', lat: 41.1, lon: 1.23, region: 'mediterranean' },
  { code: 'ESPMI', name: 'Palma de Mallorca', country: 'ES', lat: 39.56, lon: 2.63, region: 'mediterranean' },
  { code: 'FRFOS', name: 'Fos-sur-Mer', country: 'FR', lat: 43.42, lon: 4.88, region: 'mediterranean' },
  { code: 'FRAJA', name: 'Ajaccio', country: 'FR', lat: 41.92, lon: 8.74, region: 'mediterranean' },
  { code: 'ITSPE', name: 'La Spezia', country: 'IT', lat: 44.1, lon: 9.83, region: 'mediterranean' },
  { code: 'ITLIV', name: 'Livorno', country: 'IT', lat: 43.55, lon: 10.3, region: 'mediterranean' },
  { code: 'ITNAP', name: 'Naples', country: 'IT', lat: 40.84, lon: 14.27, region: 'mediterranean' },
  { code: 'ITSAL', name: 'Salerno', country: 'IT', lat: 40.67, lon: 14.75, region: 'mediterranean' },
  { code: 'ITGIT', name: 'Gioia Tauro', country: 'IT', lat: 38.45, lon: 15.9, region: 'mediterranean' },
  { code: 'ITVCE', name: 'Venice', country: 'IT', lat: 45.44, lon: 12.25, region: 'mediterranean' },
  { code: 'ITTRS', name: 'Trieste', country: 'IT', lat: 45.63, lon: 13.76, region: 'mediterranean' },
  { code: 'SIKOP', name: 'Koper', country: 'SI', lat: 45.56, lon: 13.74, region: 'mediterranean' },
  { code: 'HRRJK', name: 'Rijeka', country: 'HR', lat: 45.33, lon: 14.43, region: 'mediterranean' },
  { code: 'MTMAR', name: 'Marsaxlokk', country: 'MT', lat: 35.82, lon: 14.54, region: 'mediterranean' },
  { code: 'GRPIR', name: 'Piraeus', country: 'GR', lat: 37.94, lon: 23.6, region: 'mediterranean' },
  { code: 'GRSKG', name: 'Thessaloniki', country: 'GR', lat: 40.63, lon: 22.92, region: 'mediterranean' },
];

const byCode = new Map(PORTS.map((p) => [p.code, p]));

export const findPort = (code: string): Port | undefined => byCode.get(code.toUpperCase());
export const isPortCode = (code: string) => byCode.has(code);
export const calculatorPorts = (): Port[] => CALCULATOR_PORT_CODES.map((c) => byCode.get(c)!);

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Ports whose name, code or country match the query (accents ignored); code and name-prefix hits first. */
export function searchPorts(query: string, limit = 10): Port[] {
  const q = fold(query.trim());
  if (!q) return PORTS.slice(0, limit);
  const rank = (p: Port) => {
    const name = fold(p.name);
    const code = p.code.toLowerCase();
    if (code === q) return 0;
    if (name.startsWith(q) || code.startsWith(q)) return 1;
    if (name.includes(q)) return 2;
    if (p.country.toLowerCase() === q) return 3;
    return -1;
  };
  return PORTS.map((p) => ({ p, r: rank(p) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.p.name.localeCompare(b.p.name))
    .slice(0, limit)
    .map((x) => x.p);
}

/** A port field on the wire: a UN/LOCODE from the catalogue (PRODUCT.md 28). */
export const portCodeSchema = z
  .string({ error: 'validation.unknownPort' })
  .trim()
  .toUpperCase()
  .refine(isPortCode, { error: 'validation.unknownPort' });
