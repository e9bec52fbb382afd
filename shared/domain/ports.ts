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
  // Issue 25: European ports with a regular container or feeder service (positions: the container or cargo terminal, rounded)
  { code: 'NLEEM', name: 'Eemshaven', country: 'NL', lat: 53.45, lon: 6.83, region: 'north-sea' },
  { code: 'NLDZL', name: 'Delfzijl', country: 'NL', lat: 53.33, lon: 6.93, region: 'north-sea' },
  { code: 'NLTNZ', name: 'Terneuzen', country: 'NL', lat: 51.34, lon: 3.82, region: 'north-sea' },
  { code: 'BEOST', name: 'Ostend', country: 'BE', lat: 51.24, lon: 2.93, region: 'north-sea' },
  { code: 'FRCQF', name: 'Calais', country: 'FR', lat: 50.97, lon: 1.86, region: 'north-sea' },
  { code: 'FRCFR', name: 'Caen-Ouistreham', country: 'FR', lat: 49.29, lon: -0.25, region: 'atlantic' },
  { code: 'FRCER', name: 'Cherbourg', country: 'FR', lat: 49.65, lon: -1.62, region: 'atlantic' },
  { code: 'FRSML', name: 'Saint-Malo', country: 'FR', lat: 48.64, lon: -2.03, region: 'atlantic' },
  { code: 'GBPME', name: 'Portsmouth', country: 'GB', lat: 50.81, lon: -1.09, region: 'atlantic' },
  { code: 'GBDVR', name: 'Dover', country: 'GB', lat: 51.12, lon: 1.33, region: 'north-sea' },
  { code: 'GBPLY', name: 'Plymouth', country: 'GB', lat: 50.36, lon: -4.16, region: 'atlantic' },
  { code: 'GBFAL', name: 'Falmouth', country: 'GB', lat: 50.15, lon: -5.05, region: 'atlantic' },
  { code: 'GBTYN', name: 'Tyne', country: 'GB', lat: 55.0, lon: -1.45, region: 'north-sea' },
  { code: 'GBGTY', name: 'Great Yarmouth', country: 'GB', lat: 52.6, lon: 1.73, region: 'north-sea' },
  { code: 'GBLEI', name: 'Leith', country: 'GB', lat: 55.98, lon: -3.17, region: 'north-sea' },
  { code: 'GBROY', name: 'Rosyth', country: 'GB', lat: 56.02, lon: -3.44, region: 'north-sea' },
  { code: 'GBLER', name: 'Lerwick', country: 'GB', lat: 60.15, lon: -1.14, region: 'north-sea' },
  { code: 'GBAVO', name: 'Bristol (Avonmouth)', country: 'GB', lat: 51.5, lon: -2.7, region: 'atlantic' },
  { code: 'GBCDF', name: 'Cardiff', country: 'GB', lat: 51.46, lon: -3.16, region: 'atlantic' },
  { code: 'GBGRK', name: 'Greenock', country: 'GB', lat: 55.95, lon: -4.77, region: 'atlantic' },
  { code: 'GBHYM', name: 'Heysham', country: 'GB', lat: 54.03, lon: -2.92, region: 'atlantic' },
  { code: 'GBWPT', name: 'Warrenpoint', country: 'GB', lat: 54.1, lon: -6.25, region: 'atlantic' },
  { code: 'IEWAT', name: 'Waterford', country: 'IE', lat: 52.26, lon: -7.0, region: 'atlantic' },
  { code: 'IEFOV', name: 'Foynes', country: 'IE', lat: 52.61, lon: -9.1, region: 'atlantic' },
  { code: 'ISREY', name: 'Reykjavik', country: 'IS', lat: 64.15, lon: -21.94, region: 'atlantic' },
  { code: 'FOTHO', name: 'Tórshavn', country: 'FO', lat: 62.01, lon: -6.77, region: 'atlantic' },
  { code: 'NOLAR', name: 'Larvik', country: 'NO', lat: 59.05, lon: 10.03, region: 'north-sea' },
  { code: 'NOMSS', name: 'Moss', country: 'NO', lat: 59.43, lon: 10.66, region: 'north-sea' },
  { code: 'NODRM', name: 'Drammen', country: 'NO', lat: 59.74, lon: 10.22, region: 'north-sea' },
  { code: 'NOFRK', name: 'Fredrikstad', country: 'NO', lat: 59.2, lon: 10.95, region: 'north-sea' },
  { code: 'NOBVK', name: 'Brevik', country: 'NO', lat: 59.05, lon: 9.7, region: 'north-sea' },
  { code: 'NOHAU', name: 'Haugesund', country: 'NO', lat: 59.41, lon: 5.27, region: 'north-sea' },
  { code: 'NOMAY', name: 'Måløy', country: 'NO', lat: 61.93, lon: 5.11, region: 'north-sea' },
  { code: 'NOKSU', name: 'Kristiansund', country: 'NO', lat: 63.11, lon: 7.73, region: 'north-sea' },
  { code: 'NOTRD', name: 'Trondheim', country: 'NO', lat: 63.44, lon: 10.4, region: 'north-sea' },
  { code: 'NOBOO', name: 'Bodø', country: 'NO', lat: 67.29, lon: 14.38, region: 'north-sea' },
  { code: 'SEHEL', name: 'Helsingborg', country: 'SE', lat: 56.04, lon: 12.69, region: 'baltic' },
  { code: 'SEAHU', name: 'Åhus', country: 'SE', lat: 55.93, lon: 14.31, region: 'baltic' },
  { code: 'SETRG', name: 'Trelleborg', country: 'SE', lat: 55.37, lon: 13.15, region: 'baltic' },
  { code: 'SEKAN', name: 'Karlshamn', country: 'SE', lat: 56.16, lon: 14.86, region: 'baltic' },
  { code: 'SEKAA', name: 'Karlskrona', country: 'SE', lat: 56.16, lon: 15.59, region: 'baltic' },
  { code: 'SEOXE', name: 'Oxelösund', country: 'SE', lat: 58.67, lon: 17.1, region: 'baltic' },
  { code: 'SESOE', name: 'Södertälje', country: 'SE', lat: 59.19, lon: 17.63, region: 'baltic' },
  { code: 'SEVBY', name: 'Visby', country: 'SE', lat: 57.64, lon: 18.29, region: 'baltic' },
  { code: 'SESDL', name: 'Sundsvall', country: 'SE', lat: 62.39, lon: 17.33, region: 'baltic' },
  { code: 'SEUME', name: 'Umeå', country: 'SE', lat: 63.68, lon: 20.34, region: 'baltic' },
  { code: 'SESFT', name: 'Skellefteå', country: 'SE', lat: 64.68, lon: 21.25, region: 'baltic' },
  { code: 'SELLA', name: 'Luleå', country: 'SE', lat: 65.58, lon: 22.16, region: 'baltic' },
  { code: 'SEHAD', name: 'Halmstad', country: 'SE', lat: 56.66, lon: 12.85, region: 'north-sea' },
  { code: 'FIHMN', name: 'Hamina', country: 'FI', lat: 60.56, lon: 27.18, region: 'baltic' },
  { code: 'FIHKO', name: 'Hanko', country: 'FI', lat: 59.82, lon: 22.97, region: 'baltic' },
  { code: 'FIUKI', name: 'Uusikaupunki', country: 'FI', lat: 60.8, lon: 21.38, region: 'baltic' },
  { code: 'FIPOR', name: 'Pori', country: 'FI', lat: 61.59, lon: 21.47, region: 'baltic' },
  { code: 'FIVAA', name: 'Vaasa', country: 'FI', lat: 63.09, lon: 21.57, region: 'baltic' },
  { code: 'FIKOK', name: 'Kokkola', country: 'FI', lat: 63.86, lon: 23.03, region: 'baltic' },
  { code: 'FIOUL', name: 'Oulu', country: 'FI', lat: 65.01, lon: 25.42, region: 'baltic' },
  { code: 'FIKEM', name: 'Kemi', country: 'FI', lat: 65.67, lon: 24.52, region: 'baltic' },
  { code: 'LVVNT', name: 'Ventspils', country: 'LV', lat: 57.4, lon: 21.54, region: 'baltic' },
  { code: 'LVLPX', name: 'Liepāja', country: 'LV', lat: 56.52, lon: 20.99, region: 'baltic' },
  { code: 'RUULU', name: 'Ust-Luga', country: 'RU', lat: 59.68, lon: 28.4, region: 'baltic' },
  { code: 'DKAAL', name: 'Aalborg', country: 'DK', lat: 57.05, lon: 9.92, region: 'north-sea' },
  { code: 'DKKOL', name: 'Kolding', country: 'DK', lat: 55.49, lon: 9.49, region: 'baltic' },
  { code: 'DKHOR', name: 'Horsens', country: 'DK', lat: 55.86, lon: 9.86, region: 'baltic' },
  { code: 'DKVEJ', name: 'Vejle', country: 'DK', lat: 55.7, lon: 9.55, region: 'baltic' },
  { code: 'DKODE', name: 'Odense', country: 'DK', lat: 55.42, lon: 10.39, region: 'baltic' },
  { code: 'DKHIR', name: 'Hirtshals', country: 'DK', lat: 57.59, lon: 9.96, region: 'north-sea' },
  { code: 'DKFDH', name: 'Frederikshavn', country: 'DK', lat: 57.44, lon: 10.55, region: 'north-sea' },
  { code: 'DKKOG', name: 'Køge', country: 'DK', lat: 55.45, lon: 12.2, region: 'baltic' },
  { code: 'DKRNN', name: 'Rønne', country: 'DK', lat: 55.1, lon: 14.69, region: 'baltic' },
  { code: 'FRLRT', name: 'Lorient', country: 'FR', lat: 47.73, lon: -3.36, region: 'atlantic' },
  { code: 'FRBOD', name: 'Bordeaux', country: 'FR', lat: 44.9, lon: -0.53, region: 'atlantic' },
  { code: 'FRBAY', name: 'Bayonne', country: 'FR', lat: 43.52, lon: -1.5, region: 'atlantic' },
  { code: 'ESPAS', name: 'Pasaia', country: 'ES', lat: 43.32, lon: -1.93, region: 'atlantic' },
  { code: 'ESGIJ', name: 'Gijón', country: 'ES', lat: 43.56, lon: -5.7, region: 'atlantic' },
  { code: 'ESFRO', name: 'Ferrol', country: 'ES', lat: 43.47, lon: -8.25, region: 'atlantic' },
  { code: 'ESLCG', name: 'A Coruña', country: 'ES', lat: 43.37, lon: -8.39, region: 'atlantic' },
  { code: 'PTAVE', name: 'Aveiro', country: 'PT', lat: 40.65, lon: -8.73, region: 'atlantic' },
  { code: 'PTFDF', name: 'Figueira da Foz', country: 'PT', lat: 40.15, lon: -8.86, region: 'atlantic' },
  { code: 'PTSET', name: 'Setúbal', country: 'PT', lat: 38.51, lon: -8.88, region: 'atlantic' },
  { code: 'ESCAD', name: 'Cádiz', country: 'ES', lat: 36.53, lon: -6.28, region: 'atlantic' },
  { code: 'ESSVQ', name: 'Seville', country: 'ES', lat: 37.35, lon: -5.99, region: 'atlantic' },
  { code: 'PTFNC', name: 'Funchal', country: 'PT', lat: 32.64, lon: -16.91, region: 'atlantic' },
  { code: 'PTPDL', name: 'Ponta Delgada', country: 'PT', lat: 37.74, lon: -25.66, region: 'atlantic' },
  { code: 'ESLPA', name: 'Las Palmas', country: 'ES', lat: 28.14, lon: -15.42, region: 'atlantic' },
  { code: 'ESSCT', name: 'Santa Cruz de Tenerife', country: 'ES', lat: 28.47, lon: -16.24, region: 'atlantic' },
  { code: 'MACAS', name: 'Casablanca', country: 'MA', lat: 33.6, lon: -7.61, region: 'atlantic' },
  { code: 'MAPTM', name: 'Tanger Med', country: 'MA', lat: 35.89, lon: -5.5, region: 'mediterranean' },
  { code: 'ESCEU', name: 'Ceuta', country: 'ES', lat: 35.89, lon: -5.31, region: 'mediterranean' },
  { code: 'ESMLN', name: 'Melilla', country: 'ES', lat: 35.29, lon: -2.93, region: 'mediterranean' },
  { code: 'ESMOT', name: 'Motril', country: 'ES', lat: 36.72, lon: -3.52, region: 'mediterranean' },
  { code: 'ESLEI', name: 'Almería', country: 'ES', lat: 36.83, lon: -2.46, region: 'mediterranean' },
  { code: 'ESALC', name: 'Alicante', country: 'ES', lat: 38.34, lon: -0.48, region: 'mediterranean' },
  { code: 'ESSAG', name: 'Sagunto', country: 'ES', lat: 39.63, lon: -0.21, region: 'mediterranean' },
  { code: 'ESCAS', name: 'Castellón', country: 'ES', lat: 39.97, lon: 0.02, region: 'mediterranean' },
  { code: 'ESIBZ', name: 'Ibiza', country: 'ES', lat: 38.91, lon: 1.44, region: 'mediterranean' },
  { code: 'ESMAH', name: 'Mahón', country: 'ES', lat: 39.89, lon: 4.27, region: 'mediterranean' },
  { code: 'FRSET', name: 'Sète', country: 'FR', lat: 43.4, lon: 3.7, region: 'mediterranean' },
  { code: 'FRTLN', name: 'Toulon', country: 'FR', lat: 43.11, lon: 5.92, region: 'mediterranean' },
  { code: 'FRBIA', name: 'Bastia', country: 'FR', lat: 42.7, lon: 9.45, region: 'mediterranean' },
  { code: 'ITVDL', name: 'Vado Ligure', country: 'IT', lat: 44.27, lon: 8.44, region: 'mediterranean' },
  { code: 'ITMDC', name: 'Marina di Carrara', country: 'IT', lat: 44.03, lon: 10.04, region: 'mediterranean' },
  { code: 'ITCVV', name: 'Civitavecchia', country: 'IT', lat: 42.1, lon: 11.78, region: 'mediterranean' },
  { code: 'ITOLB', name: 'Olbia', country: 'IT', lat: 40.92, lon: 9.52, region: 'mediterranean' },
  { code: 'ITCAG', name: 'Cagliari', country: 'IT', lat: 39.2, lon: 9.08, region: 'mediterranean' },
  { code: 'ITPMO', name: 'Palermo', country: 'IT', lat: 38.13, lon: 13.37, region: 'mediterranean' },
  { code: 'ITCTA', name: 'Catania', country: 'IT', lat: 37.5, lon: 15.09, region: 'mediterranean' },
  { code: 'MTMLA', name: 'Valletta', country: 'MT', lat: 35.9, lon: 14.52, region: 'mediterranean' },
  { code: 'ITTAR', name: 'Taranto', country: 'IT', lat: 40.47, lon: 17.2, region: 'mediterranean' },
  { code: 'ITBDS', name: 'Brindisi', country: 'IT', lat: 40.65, lon: 17.96, region: 'mediterranean' },
  { code: 'ITBRI', name: 'Bari', country: 'IT', lat: 41.14, lon: 16.86, region: 'mediterranean' },
  { code: 'ITAOI', name: 'Ancona', country: 'IT', lat: 43.62, lon: 13.5, region: 'mediterranean' },
  { code: 'ITRAN', name: 'Ravenna', country: 'IT', lat: 44.47, lon: 12.25, region: 'mediterranean' },
  { code: 'ITMNF', name: 'Monfalcone', country: 'IT', lat: 45.79, lon: 13.55, region: 'mediterranean' },
  { code: 'HRPLE', name: 'Ploče', country: 'HR', lat: 43.05, lon: 17.43, region: 'mediterranean' },
  { code: 'ALDRZ', name: 'Durrës', country: 'AL', lat: 41.31, lon: 19.45, region: 'mediterranean' },
  { code: 'GRGPA', name: 'Patras', country: 'GR', lat: 38.25, lon: 21.73, region: 'mediterranean' },
  { code: 'GRHER', name: 'Heraklion', country: 'GR', lat: 35.34, lon: 25.14, region: 'mediterranean' },
  { code: 'CYLMS', name: 'Limassol', country: 'CY', lat: 34.65, lon: 33.01, region: 'mediterranean' },
  { code: 'TRMER', name: 'Mersin', country: 'TR', lat: 36.79, lon: 34.64, region: 'mediterranean' },
  { code: 'TRISK', name: 'Iskenderun', country: 'TR', lat: 36.6, lon: 36.18, region: 'mediterranean' },
  { code: 'TRIZM', name: 'Izmir', country: 'TR', lat: 38.44, lon: 27.14, region: 'mediterranean' },
  { code: 'TRALI', name: 'Aliağa', country: 'TR', lat: 38.8, lon: 26.97, region: 'mediterranean' },
  { code: 'TRAMR', name: 'Ambarlı', country: 'TR', lat: 40.97, lon: 28.68, region: 'mediterranean' },
  { code: 'TRGEM', name: 'Gemlik', country: 'TR', lat: 40.43, lon: 29.1, region: 'mediterranean' },
  { code: 'TRIZT', name: 'Izmit (Kocaeli)', country: 'TR', lat: 40.76, lon: 29.92, region: 'mediterranean' },
  { code: 'BGBOJ', name: 'Burgas', country: 'BG', lat: 42.49, lon: 27.48, region: 'mediterranean' },
  { code: 'BGVAR', name: 'Varna', country: 'BG', lat: 43.19, lon: 27.93, region: 'mediterranean' },
  { code: 'ROCND', name: 'Constanța', country: 'RO', lat: 44.16, lon: 28.66, region: 'mediterranean' },
  { code: 'UAODS', name: 'Odesa', country: 'UA', lat: 46.5, lon: 30.75, region: 'mediterranean' },
  { code: 'GEPTI', name: 'Poti', country: 'GE', lat: 42.15, lon: 41.66, region: 'mediterranean' },
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
