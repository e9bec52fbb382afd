import type { LonLat } from './geo';

/**
 * How a ship reaches a port from the lane network. `points` start at the port's catalogue
 * coordinate (often a city point a few km inland, DOMAIN.md) and end in open water, where the
 * network builder links them to the lanes. River, canal and archipelago fairways are sailed as
 * drawn; the land test exempts them by name. Coordinates: fairway points read off nautical charts
 * of the named waterways, rounded to about 0.01° (≈ 0.5 nm).
 */
export type Approach = {
  name: string;
  kind: 'river' | 'canal' | 'archipelago' | 'harbour';
  points: readonly LonLat[];
  /**
   * The first segment joins a city point a few km inland (DOMAIN.md's calculator coordinates) to its harbour
   * basin over land: it is drawn, so the line starts at the port's marker, but counts 0 nm, as a published
   * distance counts from the harbour (Valencia's city point is 3 km from its port: every Valencia pair was 3 nm long).
   */
  landside?: boolean;
};

const ELBE: LonLat[] = [
  [9.93, 53.543],
  [9.8, 53.555],
  [9.7, 53.575],
  [9.6, 53.6],
  [9.53, 53.64],
  [9.47, 53.7],
  [9.4, 53.77],
  [9.33, 53.84],
  [9.22, 53.877],
  [9.14, 53.885],
  [9.0, 53.877],
  [8.85, 53.885],
  [8.72, 53.895],
  [8.55, 53.95],
  [8.35, 53.99],
  [8.1, 54.01],
];
const WESER_FROM_BREMERHAVEN: LonLat[] = [
  [8.56, 53.56],
  [8.5, 53.62],
  [8.37, 53.7],
  [8.25, 53.8],
  [8.12, 53.88],
  [8.02, 53.93],
];
/**
 * The Western Scheldt from Hansweert through its bends past Terneuzen's locks and Vlissingen to the roads off
 * Vlissingen, and the Lower Sea Scheldt from Antwerp's quays round the Kallo and Bath bends: about 41 nm from
 * Antwerp to Vlissingen (the port puts Antwerp ~80 km up the river). Drawn straight it was 36 nm, and every
 * Antwerp pair 2–8% short.
 */
const WESTERN_SCHELDT: LonLat[] = [
  [4.0, 51.44],
  [3.93, 51.41],
  [3.87, 51.375],
  [3.83, 51.36],
  [3.77, 51.385],
  [3.71, 51.41],
  [3.64, 51.43],
  [3.58, 51.435],
  [3.5, 51.42],
  [3.35, 51.41],
  [3.25, 51.43],
];
const LOWER_SEA_SCHELDT: LonLat[] = [
  [4.417, 51.217],
  [4.395, 51.235],
  [4.375, 51.26],
  [4.33, 51.285],
  [4.3, 51.3],
  [4.29, 51.33],
  [4.265, 51.355],
  [4.23, 51.385],
  [4.2, 51.4],
  [4.15, 51.415],
  [4.09, 51.41],
  [4.04, 51.42],
];
const NIEUWE_WATERWEG: LonLat[] = [
  [4.35, 51.9],
  [4.25, 51.92],
  [4.13, 51.98],
  [4.05, 52.0],
  [4.0, 52.02],
];
/**
 * The Seine from Rouen's quays through its meanders (Roumare, Jumièges, Brotonne) past Tancarville
 * and the Pont de Normandie to the Le Havre roads: about 80 km to the estuary at Tancarville and
 * 118 km (64 nm) in all, as the port states (Rouen "80 km by boat from the estuary", ~120 km from
 * the sea; Grand port maritime de Rouen). Drawn straighter, it was 50 nm and every Rouen pair short.
 */
const SEINE_FROM_ROUEN: LonLat[] = [
  [1.05, 49.45],
  [1.03, 49.41],
  [1.0, 49.37],
  [0.96, 49.345],
  [0.925, 49.355],
  [0.9, 49.385],
  [0.885, 49.42],
  [0.875, 49.465],
  [0.87, 49.445],
  [0.86, 49.415],
  [0.83, 49.41],
  [0.805, 49.43],
  [0.81, 49.46],
  [0.79, 49.49],
  [0.74, 49.52],
  [0.68, 49.525],
  [0.645, 49.5],
  [0.625, 49.45],
  [0.6, 49.44],
  [0.55, 49.46],
  [0.5, 49.475],
  [0.44, 49.475],
  [0.35, 49.45],
  [0.27, 49.44],
  [0.15, 49.45],
  [0.05, 49.47],
  [-0.05, 49.5],
];
const THAMES: LonLat[] = [
  [0.6, 51.5],
  [0.75, 51.5],
  [0.9, 51.49],
  [1.1, 51.49],
  [1.3, 51.45],
  [1.5, 51.4],
];
const HUMBER: LonLat[] = [
  [-0.19, 53.63],
  [-0.05, 53.59],
  [0.1, 53.58],
  [0.3, 53.55],
];
const SWINA: LonLat[] = [
  [14.26, 53.91],
  [14.28, 53.95],
  [14.3, 54.05],
];

// biome-ignore format: one port per entry reads best
export const APPROACHES: Record<string, Approach> = {
  DEHAM: { name: 'Elbe', kind: 'river', points: [[10.0, 53.55], ...ELBE] },
  DECUX: { name: 'Elbe', kind: 'river', points: [[8.7, 53.87], [8.72, 53.895], [8.55, 53.95], [8.35, 53.99], [8.1, 54.01]] },
  DEBRE: { name: 'Weser', kind: 'river', points: [[8.795, 53.075], [8.72, 53.12], [8.63, 53.17], [8.5, 53.25], [8.48, 53.33], [8.52, 53.42], [8.55, 53.5], ...WESER_FROM_BREMERHAVEN] },
  DEBRV: { name: 'Weser', kind: 'river', points: [[8.55, 53.56], ...WESER_FROM_BREMERHAVEN] },
  DEWVN: { name: 'Jade', kind: 'river', points: [[8.15, 53.59], [8.17, 53.65], [8.12, 53.75], [8.05, 53.83], [7.9, 53.9]] },
  DEEME: { name: 'Ems', kind: 'river', points: [[7.19, 53.34], [7.05, 53.33], [6.93, 53.35], [6.85, 53.45], [6.7, 53.55], [6.55, 53.65], [6.4, 53.72]] },
  DEKEL: { name: 'Kiel Fjord', kind: 'harbour', points: [[10.15, 54.33], [10.16, 54.36], [10.18, 54.4], [10.22, 54.45], [10.27, 54.5], [10.35, 54.58]] },
  DELBC: { name: 'Trave', kind: 'river', points: [[10.7, 53.89], [10.78, 53.93], [10.87, 53.96], [10.95, 54.0]] },
  DERSK: { name: 'Warnow', kind: 'river', points: [[12.1, 54.15], [12.1, 54.18], [12.08, 54.22]] },
  DESAS: { name: 'Sassnitz harbour', kind: 'harbour', points: [[13.64, 54.51], [13.68, 54.51], [13.75, 54.5]] },
  NLRTM: { name: 'Nieuwe Waterweg', kind: 'river', points: [[4.5, 51.917], [4.42, 51.9], ...NIEUWE_WATERWEG] },
  NLMOE: { name: 'Oude Maas', kind: 'river', points: [[4.6, 51.7], [4.63, 51.75], [4.62, 51.8], [4.5, 51.83], [4.4, 51.85], [4.33, 51.86], [4.3, 51.89], ...NIEUWE_WATERWEG.slice(1)] },
  NLAMS: { name: 'North Sea Canal', kind: 'canal', points: [[4.904, 52.376], [4.85, 52.4], [4.77, 52.42], [4.7, 52.44], [4.62, 52.465], [4.55, 52.47], [4.45, 52.48]] },
  NLVLI: { name: 'Western Scheldt', kind: 'river', points: [[3.6, 51.44], ...WESTERN_SCHELDT.slice(8)] },
  BEANR: { name: 'Scheldt', kind: 'river', points: [...LOWER_SEA_SCHELDT, ...WESTERN_SCHELDT] },
  BEGNE: { name: 'Ghent–Terneuzen Canal', kind: 'canal', points: [[3.77, 51.1], [3.8, 51.2], [3.82, 51.3], [3.83, 51.35], ...WESTERN_SCHELDT.slice(3)] },
  BEZEE: { name: 'Zeebrugge harbour', kind: 'harbour', points: [[3.2, 51.33], [3.18, 51.37], [3.1, 51.4]] },
  FRDKK: { name: 'Dunkirk harbour', kind: 'harbour', points: [[2.2, 51.03], [2.18, 51.06], [2.1, 51.1]] },
  FRLEH: { name: 'Le Havre harbour', kind: 'harbour', points: [[0.17, 49.47], [0.08, 49.48], [-0.05, 49.5]] },
  FRURO: { name: 'Seine', kind: 'river', points: SEINE_FROM_ROUEN },
  GBFXT: { name: 'Harwich Haven', kind: 'harbour', points: [[1.32, 51.95], [1.35, 51.93], [1.45, 51.9], [1.6, 51.9]] },
  GBLGP: { name: 'Thames', kind: 'river', points: [[0.47, 51.5], ...THAMES] },
  GBTIL: { name: 'Thames', kind: 'river', points: [[0.35, 51.45], [0.45, 51.47], [0.52, 51.5], ...THAMES] },
  GBTHP: { name: 'Medway mouth', kind: 'harbour', points: [[0.69, 51.43], [0.72, 51.46], ...THAMES.slice(1)] },
  GBSOU: { name: 'Solent', kind: 'harbour', points: [[-1.43, 50.9], [-1.35, 50.84], [-1.3, 50.79], [-1.2, 50.77], [-1.1, 50.75], [-0.95, 50.67]] },
  GBHUL: { name: 'Humber', kind: 'river', points: [[-0.28, 53.74], [-0.2, 53.7], ...HUMBER] },
  GBIMM: { name: 'Humber', kind: 'river', points: [[-0.19, 53.63], ...HUMBER.slice(1)] },
  GBTEE: { name: 'Tees', kind: 'river', points: [[-1.16, 54.6], [-1.1, 54.64], [-1.0, 54.68]] },
  GBGRG: { name: 'Firth of Forth', kind: 'river', points: [[-3.7, 56.03], [-3.5, 56.02], [-3.3, 56.03], [-3.1, 56.05], [-2.8, 56.1], [-2.5, 56.1]] },
  GBABD: { name: 'Aberdeen harbour', kind: 'harbour', points: [[-2.08, 57.14], [-2.05, 57.14], [-1.98, 57.14]] },
  GBLIV: { name: 'Mersey', kind: 'river', points: [[-3.02, 53.45], [-3.08, 53.53], [-3.2, 53.55], [-3.4, 53.55]] },
  GBBEL: { name: 'Belfast Lough', kind: 'harbour', points: [[-5.9, 54.62], [-5.8, 54.68], [-5.6, 54.72]] },
  IEDUB: { name: 'Dublin harbour', kind: 'harbour', points: [[-6.2, 53.35], [-6.05, 53.35]] },
  IEORK: { name: 'Cork harbour', kind: 'harbour', points: [[-8.28, 51.85], [-8.27, 51.8], [-8.25, 51.75]] },
  FRMTX: { name: 'Loire', kind: 'river', points: [[-2.15, 47.3], [-2.25, 47.25], [-2.35, 47.2]] },
  FRLPE: { name: "Pertuis d'Antioche", kind: 'harbour', points: [[-1.22, 46.16], [-1.3, 46.14], [-1.42, 46.12], [-1.55, 46.1], [-1.7, 46.08]] },
  FRBES: { name: 'Goulet de Brest', kind: 'harbour', points: [[-4.49, 48.38], [-4.6, 48.33], [-4.75, 48.32]] },
  ESBIO: { name: 'Bilbao harbour', kind: 'harbour', points: [[-3.05, 43.35], [-3.05, 43.42]] },
  ESVGO: { name: 'Ría de Vigo', kind: 'harbour', points: [[-8.73, 42.24], [-8.85, 42.2], [-8.95, 42.18]] },
  PTLEI: { name: 'Leixões harbour', kind: 'harbour', points: [[-8.7, 41.18], [-8.75, 41.18]] },
  PTLIS: { name: 'Tagus', kind: 'river', points: [[-9.15, 38.7], [-9.25, 38.68], [-9.33, 38.66], [-9.45, 38.62]] },
  PTSIE: { name: 'Sines harbour', kind: 'harbour', points: [[-8.87, 37.95], [-8.95, 37.93]] },
  ESALG: { name: 'Algeciras Bay', kind: 'harbour', points: [[-5.44, 36.13], [-5.38, 36.08], [-5.35, 36.02]] },
  ESAGP: { name: 'Málaga harbour', kind: 'harbour', points: [[-4.42, 36.71], [-4.41, 36.69], [-4.4, 36.66]] },
  NOKRS: { name: 'Kristiansand harbour', kind: 'harbour', points: [[8.0, 58.14], [8.05, 58.08], [8.1, 58.0]] },
  NOBGO: { name: 'Korsfjorden', kind: 'archipelago', points: [[5.32, 60.39], [5.25, 60.38], [5.2, 60.33], [5.18, 60.25], [5.13, 60.17], [5.0, 60.13], [4.85, 60.1]] },
  NOSVG: { name: 'Risavika', kind: 'harbour', points: [[5.59, 58.92], [5.5, 58.93], [5.4, 58.93]] },
  NOAES: { name: 'Breisundet', kind: 'archipelago', points: [[6.15, 62.47], [6.05, 62.47], [5.9, 62.45], [5.75, 62.43], [5.6, 62.42]] },
  SEGOT: { name: 'Gothenburg harbour', kind: 'harbour', points: [[11.85, 57.69], [11.75, 57.68], [11.65, 57.65], [11.5, 57.62]] },
  DKAAR: { name: 'Aarhus harbour', kind: 'harbour', points: [[10.23, 56.15], [10.3, 56.12], [10.45, 56.1]] },
  DKGRE: { name: 'Grenaa harbour', kind: 'harbour', points: [[10.93, 56.41], [10.97, 56.41], [11.05, 56.4]] },
  DKEBJ: { name: 'Grådyb', kind: 'harbour', points: [[8.44, 55.46], [8.35, 55.45], [8.2, 55.45], [8.0, 55.45]] },
  DKCPH: { name: 'Copenhagen harbour', kind: 'harbour', points: [[12.579, 55.672], [12.61, 55.7], [12.66, 55.72]] },
  DKFRC: { name: 'Fredericia harbour', kind: 'harbour', points: [[9.75, 55.56]] },
  SEMMA: { name: 'Malmö harbour', kind: 'harbour', points: [[12.98, 55.62], [12.93, 55.63], [12.85, 55.62]] },
  PLGDN: { name: 'Gdańsk harbour', kind: 'harbour', points: [[18.668, 54.399], [18.66, 54.41], [18.68, 54.43], [18.75, 54.5], [18.85, 54.6]] },
  PLGDY: { name: 'Gdynia harbour', kind: 'harbour', points: [[18.55, 54.53], [18.6, 54.53], [18.75, 54.55]] },
  PLSWI: { name: 'Świna', kind: 'river', points: [[14.26, 53.91], ...SWINA.slice(1)] },
  PLSZZ: { name: 'Szczecin Lagoon fairway', kind: 'river', points: [[14.57, 53.43], [14.6, 53.55], [14.55, 53.67], [14.45, 53.75], [14.35, 53.82], [14.28, 53.88], ...SWINA] },
  SESTO: { name: 'Stockholm archipelago', kind: 'archipelago', points: [[18.076, 59.329], [18.15, 59.325], [18.25, 59.34], [18.33, 59.38], [18.45, 59.38], [18.6, 59.33], [18.75, 59.29], [18.91, 59.28], [19.1, 59.25], [19.3, 59.2]] },
  SENRK: { name: 'Bråviken', kind: 'archipelago', points: [[16.2, 58.6], [16.45, 58.63], [16.7, 58.6], [16.95, 58.55], [17.1, 58.5]] },
  SEGVX: { name: 'Gävle harbour', kind: 'harbour', points: [[17.2, 60.68], [17.3, 60.72], [17.5, 60.75]] },
  FITKU: { name: 'Turku archipelago', kind: 'archipelago', points: [[22.22, 60.44], [22.1, 60.4], [21.95, 60.3], [21.8, 60.15], [21.6, 60.0], [21.4, 59.85], [21.2, 59.75], [21.0, 59.7]] },
  FIRAU: { name: 'Rauma fairway', kind: 'archipelago', points: [[21.46, 61.13], [21.38, 61.12], [21.3, 61.11], [21.15, 61.1], [21.0, 61.1]] },
  FIHEL: { name: 'Helsinki (Vuosaari) fairway', kind: 'archipelago', points: [[25.19, 60.2], [25.2, 60.12], [25.2, 60.0]] },
  FIKTK: { name: 'Kotka fairway', kind: 'archipelago', points: [[26.95, 60.46], [26.95, 60.3], [26.9, 60.15]] },
  LVRIX: { name: 'Daugava', kind: 'river', points: [[24.08, 57.0], [24.03, 57.05], [23.95, 57.15], [23.8, 57.3]] },
  LTKLJ: { name: 'Klaipėda harbour', kind: 'harbour', points: [[21.12, 55.71], [21.08, 55.73], [20.95, 55.75]] },
  RUKGD: { name: 'Kaliningrad Sea Canal', kind: 'canal', points: [[20.42, 54.69], [20.3, 54.685], [20.15, 54.67], [20.0, 54.655], [19.9, 54.645], [19.87, 54.64], [19.8, 54.64], [19.7, 54.65]] },
  RULED: { name: 'Sea Canal and Neva Bay', kind: 'canal', points: [[30.2, 59.88], [30.1, 59.9], [29.9, 59.95], [29.75, 59.975], [29.6, 59.99], [29.4, 60.0], [29.1, 60.02], [28.8, 60.0]] },
  ESBCN: { name: 'Barcelona harbour', kind: 'harbour', points: [[2.183, 41.383], [2.18, 41.34], [2.22, 41.3]] },
  ESVLC: { name: 'Valencia harbour', kind: 'harbour', landside: true, points: [[-0.37, 39.47], [-0.325, 39.445], [-0.3, 39.435], [-0.28, 39.42]] },
  FRMRS: { name: 'Marseille harbour', kind: 'harbour', points: [[5.355, 43.292], [5.36, 43.31], [5.33, 43.31], [5.25, 43.29]] },
  ITGOA: { name: 'Genoa harbour', kind: 'harbour', landside: true, points: [[8.95, 44.42], [8.925, 44.408], [8.9, 44.39], [8.9, 44.35]] },
  ITVCE: { name: 'Venetian Lagoon (Malamocco)', kind: 'archipelago', points: [[12.25, 45.44], [12.28, 45.38], [12.33, 45.33], [12.4, 45.3]] },
  HRRJK: { name: 'Kvarner', kind: 'archipelago', points: [[14.43, 45.33], [14.4, 45.28], [14.35, 45.15], [14.27, 45.0], [14.15, 44.85], [14.0, 44.75]] },
  ESTAR: { name: 'Tarragona harbour', kind: 'harbour', points: [[1.23, 41.1], [1.23, 41.09], [1.25, 41.07]] },
  ESCAR: { name: 'Cartagena harbour', kind: 'harbour', points: [[-0.98, 37.59], [-0.98, 37.57], [-0.98, 37.53]] },
  ESPMI: { name: 'Bay of Palma', kind: 'harbour', points: [[2.63, 39.56], [2.63, 39.54], [2.6, 39.48], [2.58, 39.42]] },
  FRFOS: { name: 'Golfe de Fos', kind: 'harbour', points: [[4.88, 43.42], [4.87, 43.38], [4.86, 43.32]] },
  FRAJA: { name: 'Ajaccio harbour', kind: 'harbour', points: [[8.74, 41.92], [8.74, 41.9], [8.68, 41.85]] },
  ITSPE: { name: 'Gulf of La Spezia', kind: 'harbour', points: [[9.83, 44.1], [9.84, 44.07], [9.86, 44.03], [9.85, 43.98]] },
  ITLIV: { name: 'Livorno harbour', kind: 'harbour', points: [[10.3, 43.55], [10.28, 43.56], [10.22, 43.56]] },
  ITNAP: { name: 'Naples harbour', kind: 'harbour', points: [[14.27, 40.84], [14.26, 40.82], [14.22, 40.77]] },
  ITSAL: { name: 'Salerno harbour', kind: 'harbour', points: [[14.75, 40.67], [14.74, 40.66], [14.7, 40.62]] },
  ITGIT: { name: 'Gioia Tauro harbour', kind: 'harbour', points: [[15.9, 38.45], [15.88, 38.45], [15.83, 38.45]] },
  ITTRS: { name: 'Trieste harbour', kind: 'harbour', points: [[13.76, 45.63], [13.74, 45.63], [13.68, 45.62]] },
  SIKOP: { name: 'Koper harbour', kind: 'harbour', points: [[13.74, 45.56], [13.72, 45.56], [13.66, 45.58]] },
  MTMAR: { name: 'Marsaxlokk harbour', kind: 'harbour', points: [[14.54, 35.82], [14.55, 35.81], [14.58, 35.79]] },
  GRPIR: { name: 'Piraeus harbour', kind: 'harbour', points: [[23.6, 37.94], [23.6, 37.93], [23.58, 37.9], [23.55, 37.85]] },
  EETLL: { name: 'Muuga harbour', kind: 'harbour', points: [[24.96, 59.5], [24.96, 59.52], [24.95, 59.58]] },
  // Issue 25's ports: fairways where the port lies up a river, fjord or channel, or behind islands, read off
  // charts of the named waters and rounded to ~0.01–0.05°. Ports on open coast are linked by the builder.
  FRBOD: { name: 'Gironde', kind: 'river', points: [[-0.53, 44.9], [-0.55, 44.97], [-0.6, 45.03], [-0.67, 45.1], [-0.72, 45.2], [-0.8, 45.3], [-0.9, 45.4], [-0.98, 45.48], [-1.05, 45.55], [-1.1, 45.6], [-1.25, 45.65]] },
  ESSVQ: { name: 'Guadalquivir', kind: 'river', points: [[-5.99, 37.35], [-6.0, 37.3], [-6.03, 37.25], [-6.08, 37.18], [-6.1, 37.1], [-6.12, 37.03], [-6.2, 36.95], [-6.27, 36.88], [-6.33, 36.82], [-6.38, 36.79], [-6.45, 36.77]] },
  NODRM: { name: 'Drammensfjorden', kind: 'archipelago', points: [[10.22, 59.74], [10.3, 59.71], [10.38, 59.66], [10.42, 59.6], [10.45, 59.52], [10.5, 59.45], [10.55, 59.4]] },
  NOMSS: { name: 'Moss harbour', kind: 'harbour', points: [[10.66, 59.43], [10.6, 59.41], [10.55, 59.4]] },
  NOFRK: { name: 'Glomma and Hvaler', kind: 'river', points: [[10.95, 59.2], [10.9, 59.14], [10.85, 59.07], [10.78, 59.0], [10.7, 58.95]] },
  NOBVK: { name: 'Brevik harbour', kind: 'harbour', points: [[9.7, 59.05], [9.75, 59.0], [9.8, 58.95]] },
  NOKSU: { name: 'Kristiansund harbour', kind: 'harbour', points: [[7.73, 63.11], [7.65, 63.13], [7.5, 63.15]] },
  NOTRD: { name: 'Trondheimsfjorden', kind: 'archipelago', points: [[10.4, 63.44], [10.2, 63.48], [10.0, 63.54], [9.8, 63.61], [9.7, 63.67], [9.55, 63.75], [9.45, 63.85], [9.35, 64.0], [9.3, 64.1]] },
  SEHEL: { name: 'Helsingborg harbour', kind: 'harbour', points: [[12.69, 56.04], [12.65, 56.03]] },
  SEKAN: { name: 'Karlshamn fairway', kind: 'archipelago', points: [[14.86, 56.16], [14.85, 56.12], [14.85, 56.05]] },
  SEKAA: { name: 'Karlskrona fairway', kind: 'archipelago', points: [[15.59, 56.16], [15.6, 56.1], [15.62, 56.05]] },
  SEOXE: { name: 'Oxelösund fairway', kind: 'archipelago', points: [[17.1, 58.67], [17.15, 58.62], [17.25, 58.55]] },
  SESOE: { name: 'Södertälje fairway', kind: 'archipelago', points: [[17.63, 59.19], [17.65, 59.1], [17.75, 59.0], [17.9, 58.9], [18.0, 58.8]] },
  SESDL: { name: 'Sundsvall bay', kind: 'harbour', points: [[17.33, 62.39], [17.4, 62.37], [17.5, 62.35], [17.6, 62.3]] },
  SEUME: { name: 'Holmsund fairway', kind: 'archipelago', points: [[20.34, 63.68], [20.4, 63.65], [20.5, 63.6]] },
  SESFT: { name: 'Skelleftehamn fairway', kind: 'archipelago', points: [[21.25, 64.68], [21.3, 64.65], [21.4, 64.6]] },
  SELLA: { name: 'Luleå archipelago', kind: 'archipelago', points: [[22.16, 65.58], [22.2, 65.55], [22.3, 65.45], [22.5, 65.35], [22.7, 65.25], [23.0, 65.05]] },
  FIHMN: { name: 'Hamina fairway', kind: 'archipelago', points: [[27.18, 60.56], [27.2, 60.45], [27.15, 60.3], [27.0, 60.15]] },
  FIHKO: { name: 'Hanko harbour', kind: 'harbour', points: [[22.97, 59.82], [22.95, 59.75]] },
  FIUKI: { name: 'Uusikaupunki fairway', kind: 'archipelago', points: [[21.38, 60.8], [21.2, 60.82], [21.05, 60.8]] },
  FIPOR: { name: 'Mäntyluoto fairway', kind: 'harbour', points: [[21.47, 61.59], [21.35, 61.6]] },
  FIVAA: { name: 'Vaasa fairway', kind: 'archipelago', points: [[21.57, 63.09], [21.45, 63.1], [21.3, 63.15], [21.1, 63.2]] },
  // Sixth round: out past Tankar light (63°57.2'N 22°50.9'E), Kokkola's deep fairway to the sea; it ended inside, and
  // routes to the south-west crossed the islets off Kokkola and Pietarsaari.
  FIKOK: { name: 'Kokkola fairway', kind: 'harbour', points: [[23.03, 63.86], [22.9, 63.9], [22.9, 63.96], [22.82, 64.0], [22.6, 64.03]] },
  FIOUL: { name: 'Oulu fairway', kind: 'harbour', points: [[25.42, 65.01], [25.2, 65.07], [24.9, 65.15], [24.2, 65.15], [23.5, 65.0]] },
  FIKEM: { name: 'Ajos fairway', kind: 'harbour', points: [[24.52, 65.67], [24.45, 65.6], [24.35, 65.5], [24.0, 65.3], [23.5, 65.0]] },
  RUULU: { name: 'Luga Bay', kind: 'harbour', points: [[28.4, 59.68], [28.3, 59.72], [28.15, 59.8]] },
  DKAAL: { name: 'Limfjord', kind: 'river', points: [[9.92, 57.05], [10.0, 57.06], [10.1, 57.05], [10.2, 57.0], [10.3, 56.99], [10.45, 56.98]] },
  DKKOL: { name: 'Kolding Fjord', kind: 'harbour', points: [[9.49, 55.49], [9.56, 55.495], [9.63, 55.49], [9.7, 55.46]] },
  DKHOR: { name: 'Horsens Fjord', kind: 'harbour', points: [[9.86, 55.86], [9.95, 55.85], [10.05, 55.84], [10.2, 55.85]] },
  DKVEJ: { name: 'Vejle Fjord', kind: 'harbour', points: [[9.55, 55.7], [9.65, 55.7], [9.75, 55.69], [9.85, 55.67], [9.95, 55.64], [10.05, 55.65]] },
  DKODE: { name: 'Odense Canal and Fjord', kind: 'canal', points: [[10.39, 55.42], [10.41, 55.47], [10.45, 55.52], [10.52, 55.56], [10.58, 55.62], [10.6, 55.67]] },
  NLEEM: { name: 'Ems', kind: 'river', points: [[6.83, 53.45], [6.75, 53.5], [6.65, 53.58], [6.55, 53.65], [6.4, 53.72]] },
  NLDZL: { name: 'Ems', kind: 'river', points: [[6.93, 53.33], [6.93, 53.35], [6.85, 53.45], [6.7, 53.55], [6.55, 53.65], [6.4, 53.72]] },
  NLTNZ: { name: 'Western Scheldt', kind: 'river', points: [[3.82, 51.34], ...WESTERN_SCHELDT.slice(3)] },
  FRLRT: { name: 'Lorient roads', kind: 'harbour', points: [[-3.36, 47.73], [-3.37, 47.7], [-3.38, 47.66]] },
  FRBAY: { name: 'Adour', kind: 'river', points: [[-1.5, 43.52], [-1.53, 43.53], [-1.56, 43.54]] },
  FRTLN: { name: 'Toulon roads', kind: 'harbour', points: [[5.92, 43.11], [5.93, 43.08], [5.95, 43.05]] },
  GBPME: { name: 'Portsmouth Harbour', kind: 'harbour', points: [[-1.09, 50.81], [-1.11, 50.78], [-1.1, 50.75]] },
  GBPLY: { name: 'Plymouth Sound', kind: 'harbour', points: [[-4.16, 50.36], [-4.15, 50.33], [-4.15, 50.3]] },
  GBAVO: { name: 'Bristol Channel', kind: 'river', points: [[-2.7, 51.5], [-2.85, 51.45], [-3.0, 51.4], [-3.2, 51.35], [-3.5, 51.3], [-4.0, 51.25], [-4.5, 51.2]] },
  GBCDF: { name: 'Cardiff roads', kind: 'harbour', points: [[-3.16, 51.46], [-3.12, 51.42], [-3.2, 51.35]] },
  GBGRK: { name: 'Firth of Clyde', kind: 'river', points: [[-4.77, 55.95], [-4.85, 55.92], [-4.9, 55.85], [-4.95, 55.7], [-5.05, 55.5], [-5.2, 55.3], [-5.3, 55.15]] },
  GBLEI: { name: 'Firth of Forth', kind: 'river', points: [[-3.17, 55.98], [-3.1, 56.02], [-3.1, 56.05]] },
  GBROY: { name: 'Firth of Forth', kind: 'river', points: [[-3.44, 56.02], [-3.3, 56.03]] },
  GBWPT: { name: 'Carlingford Lough', kind: 'harbour', points: [[-6.25, 54.1], [-6.15, 54.05], [-6.05, 54.0]] },
  IEWAT: { name: 'River Suir', kind: 'river', points: [[-7.0, 52.26], [-6.97, 52.22], [-6.95, 52.15], [-6.93, 52.1]] },
  IEFOV: { name: 'Shannon Estuary', kind: 'river', points: [[-9.1, 52.61], [-9.3, 52.6], [-9.5, 52.57], [-9.7, 52.55], [-9.9, 52.55]] },
  PTSET: { name: 'Sado', kind: 'river', points: [[-8.88, 38.51], [-8.92, 38.48], [-8.95, 38.45]] },
  PTAVE: { name: 'Aveiro bar', kind: 'harbour', points: [[-8.73, 40.65], [-8.76, 40.64]] },
  ESFRO: { name: 'Ría de Ferrol', kind: 'harbour', points: [[-8.25, 43.47], [-8.3, 43.46], [-8.33, 43.45], [-8.37, 43.43]] },
  ESMAH: { name: 'Mahón harbour', kind: 'harbour', points: [[4.27, 39.89], [4.31, 39.87], [4.33, 39.86]] },
  ITTAR: { name: 'Mar Grande', kind: 'harbour', points: [[17.2, 40.47], [17.18, 40.44], [17.15, 40.4]] },
  ITRAN: { name: 'Candiano Canal', kind: 'canal', points: [[12.25, 44.47], [12.29, 44.49], [12.32, 44.5]] },
  ITOLB: { name: 'Gulf of Olbia', kind: 'harbour', points: [[9.52, 40.92], [9.58, 40.92], [9.65, 40.93]] },
  HRPLE: { name: 'Neretva Channel', kind: 'archipelago', points: [[17.43, 43.05], [17.3, 43.02], [17.1, 43.05], [16.9, 43.08], [16.7, 43.08], [16.4, 42.98], [16.1, 42.85]] },
  TRIZM: { name: 'Gulf of Izmir', kind: 'harbour', points: [[27.14, 38.44], [27.0, 38.45], [26.85, 38.5], [26.75, 38.6], [26.65, 38.72], [26.55, 38.8]] },
  TRIZT: { name: 'Gulf of Izmit', kind: 'harbour', points: [[29.92, 40.76], [29.7, 40.72], [29.5, 40.72], [29.3, 40.75], [29.1, 40.82], [28.95, 40.95]] },
  TRGEM: { name: 'Gulf of Gemlik', kind: 'harbour', points: [[29.1, 40.43], [28.95, 40.42], [28.8, 40.45], [28.7, 40.55], [28.6, 40.7], [28.5, 40.9]] },
  GBLER: { name: 'Bressay Sound', kind: 'harbour', points: [[-1.14, 60.15], [-1.1, 60.12], [-1.05, 60.08], [-0.95, 60.05]] },
  NOBOO: { name: 'Bodø harbour', kind: 'harbour', points: [[14.38, 67.29], [14.3, 67.26], [14.1, 67.2], [13.9, 67.1], [13.6, 67.0], [12.5, 66.95], [11.5, 66.9]] },
  // Fifth round: south of the Horten–Moss narrows, along the fairway east of Bolærne and Færder (the line ran over both).
  NOOSL: { name: 'Oslofjord', kind: 'archipelago', points: [[10.74, 59.9], [10.66, 59.86], [10.62, 59.8], [10.6, 59.7], [10.625, 59.66], [10.6, 59.6], [10.58, 59.55], [10.55, 59.4], [10.58, 59.3], [10.62, 59.22], [10.61, 59.1], [10.57, 59.0], [10.55, 58.9]] },
  GRSKG: { name: 'Thermaic Gulf', kind: 'harbour', points: [[22.92, 40.63], [22.9, 40.6], [22.85, 40.5], [22.8, 40.35]] },
};

/** Official length of the Kiel Canal between the Brunsbüttel and Kiel-Holtenau locks: 98.64 km (WSA Nord-Ostsee-Kanal). */
export const KIEL_CANAL_NM = 98.64 / 1.852;
/** Index of the Kiel-Holtenau locks in KIEL_CANAL: points before it are the canal, after it the Kiel Fjord. */
export const KIEL_HOLTENAU_INDEX = 27;

/** The Kiel Canal, Brunsbüttel locks to Kiel-Holtenau locks, drawn through its bends (the line is smoothed, so its length is charged at KIEL_CANAL_NM). */
export const KIEL_CANAL: LonLat[] = [
  [9.14, 53.885],
  [9.17, 53.91],
  [9.2, 53.94],
  [9.22, 53.97],
  [9.26, 54.0],
  [9.27, 54.03],
  [9.29, 54.06],
  [9.33, 54.09],
  [9.38, 54.12],
  [9.43, 54.14],
  [9.49, 54.17],
  [9.53, 54.21],
  [9.56, 54.25],
  [9.6, 54.28],
  [9.64, 54.3],
  [9.68, 54.31],
  [9.72, 54.31],
  [9.76, 54.33],
  [9.8, 54.35],
  [9.84, 54.36],
  [9.88, 54.35],
  [9.92, 54.34],
  [9.96, 54.35],
  [10.0, 54.36],
  [10.04, 54.37],
  [10.08, 54.36],
  [10.11, 54.36],
  [10.143, 54.366],
  // Kiel-Holtenau out through the Kiel Fjord to the Kiel Bight.
  [10.18, 54.4],
  [10.22, 54.45],
  [10.27, 54.5],
  [10.35, 54.58],
];
