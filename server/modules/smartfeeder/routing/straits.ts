import type { PassageId } from '@shared/schemas/smartfeeder';
import type { LonLat } from './geo';

/**
 * Fairways through waters too narrow or island-strewn for straight open-water legs: the Danish
 * straits (the Sound; the Great Belt with the Fehmarn Belt and Kadet Channel, Route T of the
 * Danish Maritime Authority) and their side branches; the Strait of Messina, Brest's way round
 * Ushant, the Oostgat off Vlissingen, the outer leads of the Norwegian west coast and Turku's
 * northern fairway. Points read off charts of the named waters, rounded to about 0.05°.
 */
export const STRAIT_LANES: { name: string; points: LonLat[]; passage?: PassageId }[] = [
  {
    name: 'The Sound',
    points: [
      [11.15, 57.45],
      [11.95, 57.0],
      [12.2, 56.5],
      [12.45, 56.2],
      [12.6, 56.1],
      [12.65, 56.03],
      // Fifth round: west of Ven and of Saltholm, which Natural Earth does not draw; the lane went over both
      // (Ven 55°54'N 12°42'E, Saltholm 55°38'N 12°46'E) to the sill's edge south of Saltholm.
      [12.6, 55.93],
      [12.68, 55.8],
      [12.7, 55.66],
      [12.72, 55.6],
      [12.78, 55.58],
    ],
  },
  {
    // The sill between Amager, Saltholm and Sweden (Drogden, Flinterenden): the only edge across it, so
    // that a ship too deep for it (passage-limits.ts) is sent by the Great Belt.
    name: 'Drogden',
    passage: 'the-sound',
    points: [
      [12.78, 55.58],
      [12.85, 55.45],
    ],
  },
  {
    // Round the Skanör–Falsterbo peninsula and Falsterbo Rev, the reef of ~3 m shoals that runs about 5 km south from
    // Falsterbo light (55°23'01"N 12°48'58"E, seefeuer.de, Int. No. C 2416). Drawn straight south from the sill before
    // the fourth round, the lane crossed 2.4 nm of the peninsula at Skanör on Natural Earth 1:10m (1:50m, which the
    // land test samples, does not resolve it). The Falsterbo Canal (~5 m) is for small craft. Points 3 nm west and
    // 5 nm south-south-west of the light: routes through the Sound 2–3 nm longer (docs/adr/003-sea-routing.md).
    name: 'The Sound, south',
    points: [
      [12.85, 55.45],
      [12.74, 55.4],
      [12.72, 55.3],
      [13.1, 55.15],
      [13.6, 55.0],
    ],
  },
  {
    name: 'Skagen',
    points: [
      [10.75, 57.85],
      [11.15, 57.45],
    ],
  },
  {
    name: 'Great Belt',
    points: [
      [11.15, 57.45],
      [11.35, 57.1],
      [11.45, 56.7],
      [11.3, 56.35],
      [11.1, 56.05],
      // West of Røsnæs (Zealand's western tip), not across it (fifth round: the point was on the peninsula).
      [10.85, 55.75],
      [11.0, 55.5],
      [11.05, 55.33],
      [11.0, 55.15],
      [10.95, 54.95],
      [11.0, 54.75],
      [11.2, 54.6],
      [11.5, 54.55],
      [11.85, 54.5],
      [12.1, 54.45],
      [12.4, 54.5],
      [12.8, 54.65],
      [13.2, 54.75],
      [13.6, 54.95],
    ],
  },
  {
    name: 'Kiel Bight',
    points: [
      [10.35, 54.58],
      [10.6, 54.6],
      [10.85, 54.67],
      [11.0, 54.75],
    ],
  },
  {
    name: 'Mecklenburg Bight',
    points: [
      [10.95, 54.0],
      [11.2, 54.1],
      [11.6, 54.25],
      [11.95, 54.4],
      [12.1, 54.45],
    ],
  },
  {
    name: 'Rostock',
    points: [
      [12.08, 54.22],
      [12.1, 54.3],
      [12.1, 54.45],
    ],
  },
  {
    name: 'Aarhus Bay',
    points: [
      [10.45, 56.1],
      [10.75, 56.05],
      [11.1, 56.05],
    ],
  },
  {
    // Fredericia south through the Little Belt's narrows (Snævringen, under the two bridges at
    // Middelfart), past Fænø, Bågø and Aarø, between Als and Funen to the Kiel Bight: the feeder route
    // from the Kiel Canal to Fredericia and Kolding (Hamburg–Fredericia via Kiel ~176 nm published),
    // instead of round Funen by the Great Belt. Points read off charts of the belt, rounded.
    name: 'Little Belt',
    passage: 'little-belt',
    points: [
      [9.75, 55.56],
      [9.735, 55.525],
      [9.73, 55.5],
      [9.7, 55.46],
      [9.75, 55.38],
      [9.8, 55.3],
      [9.85, 55.2],
      [9.93, 55.1],
      [10.05, 54.97],
      [10.15, 54.85],
      [10.25, 54.72],
      [10.35, 54.58],
    ],
  },
  {
    // Fredericia to the Great Belt along Funen's north coast, between Fyns Hoved and Samsø (fifth round: drawn before
    // across Samsø and Røsnæs, 2.6 nm of land on Natural Earth 1:50m).
    name: 'Little Belt north',
    points: [
      [9.75, 55.56],
      [9.85, 55.6],
      [10.05, 55.65],
      [10.35, 55.67],
      [10.6, 55.67],
      [10.85, 55.75],
    ],
  },
  {
    name: 'Strait of Messina',
    points: [
      [15.55, 37.95],
      [15.58, 38.05],
      [15.62, 38.15],
      [15.645, 38.235],
      [15.65, 38.28],
      [15.62, 38.33],
      [15.55, 38.4],
    ],
  },
  {
    // Brest to the Channel round Ushant, between the island and its traffic scheme (Brest is a port
    // of the inshore zone, which through traffic must avoid), as NGA Pub. 151 routes it.
    name: 'Round Ushant',
    points: [
      [-4.75, 48.32],
      [-4.95, 48.33],
      [-5.2, 48.4],
      [-5.25, 48.5],
      [-5.1, 48.58],
      [-4.9, 48.66],
      [-4.75, 48.72],
    ],
  },
  {
    // Outside the skerries from Lindesnes to Ålesund (Lista, Jæren, Utsira, Marstein, Fedje, Stad):
    // the coast is too ragged for open-water legs to keep 2 nm off it, which sent coastal routes
    // 30–40 nm out to sea (Kristiansand–Stavanger was 165 nm, ~140 along the coast).
    name: 'Norwegian west coast',
    points: [
      [7.05, 57.9],
      [6.5, 57.98],
      [5.85, 58.38],
      [5.45, 58.65],
      [5.3, 58.85],
      [5.1, 59.05],
      [4.75, 59.3],
      [4.75, 59.6],
      [4.75, 59.9],
      [4.85, 60.1],
      [4.7, 60.35],
      [4.55, 60.8],
      [4.6, 61.2],
      [4.55, 61.6],
      [4.8, 62.0],
      [4.85, 62.2],
      [5.3, 62.35],
      [5.6, 62.42],
    ],
  },
  {
    // Bergen's northern fairway to Fedje; its approach (approaches.ts) is Korsfjorden, from the south.
    name: 'Hjeltefjorden',
    points: [
      [5.32, 60.39],
      [5.27, 60.41],
      [5.22, 60.45],
      [5.2, 60.5],
      [5.1, 60.57],
      [4.95, 60.63],
      [4.85, 60.7],
      [4.7, 60.75],
      [4.55, 60.8],
    ],
  },
  {
    // Turku north through the Archipelago Sea past Naantali and Kustavi to the Bothnian Sea (for
    // Uusikaupunki and Rauma); its approach (approaches.ts) is the deep fairway south-west to Utö.
    // Points: the shortest water path through Natural Earth 1:10m between the two ends, simplified.
    name: 'Turku northern fairway',
    points: [
      [22.22, 60.44],
      [22.1, 60.42],
      [21.82, 60.475],
      [21.69, 60.455],
      [21.545, 60.465],
      [21.475, 60.535],
      [21.05, 60.8],
    ],
  },
  {
    // The Dardanelles and the Bosphorus, for the Sea of Marmara and the Black Sea (issue 25's ports):
    // narrower than the open-water legs' coastal margin.
    name: 'Dardanelles',
    points: [
      [26.05, 40.0],
      [26.2, 40.03],
      [26.33, 40.1],
      [26.4, 40.15],
      [26.43, 40.2],
      [26.5, 40.25],
      [26.6, 40.33],
      [26.68, 40.42],
      [26.85, 40.5],
      [27.0, 40.55],
    ],
  },
  {
    // Across the Sea of Marmara, north of Marmara Island, to the Bosphorus.
    name: 'Sea of Marmara',
    points: [
      [27.0, 40.55],
      [27.5, 40.75],
      [28.0, 40.85],
      [28.5, 40.9],
      [28.95, 40.95],
    ],
  },
  {
    // The Kvarken between Holmön and Valsörarna, to the Bothnian Bay (Umeå, Luleå, Oulu, Kemi).
    name: 'Kvarken',
    points: [
      [20.3, 63.3],
      [20.7, 63.5],
      [20.95, 63.62],
      [21.05, 63.75],
      [21.2, 63.95],
      [21.5, 64.2],
    ],
  },
  {
    name: 'Bosphorus',
    points: [
      [28.95, 40.95],
      [29.0, 41.02],
      [29.03, 41.06],
      [29.06, 41.1],
      [29.07, 41.15],
      [29.1, 41.2],
      [29.13, 41.25],
      [29.15, 41.3],
    ],
  },
  {
    // The western Solent from Southampton Water past Hurst to the Needles channel, for ships from the west.
    name: 'West Solent',
    points: [
      [-1.3, 50.79],
      [-1.38, 50.77],
      [-1.47, 50.73],
      [-1.53, 50.7],
      [-1.58, 50.67],
      [-1.65, 50.64],
    ],
  },
  {
    // The Corinth Canal (6.4 km, Isthmia to Poseidonia), for ships that fit it (passage-limits.ts).
    name: 'Corinth Canal',
    passage: 'corinth-canal',
    points: [
      [23.01, 37.915],
      [22.96, 37.945],
    ],
  },
  {
    name: 'Saronic Gulf to Isthmia',
    points: [
      [23.35, 37.85],
      [23.15, 37.88],
      [23.01, 37.915],
    ],
  },
  {
    // From the canal's west end through the Gulf of Corinth and the Rio–Antirrio strait to the Gulf of Patras.
    name: 'Gulf of Corinth',
    points: [
      // Fifth round: redrawn along the gulf's axis; the line ran up to 7 nm over its southern shore west of Aigio.
      [22.96, 37.945],
      [22.9, 37.98],
      [22.85, 38.05],
      [22.6, 38.15],
      [22.3, 38.28],
      [22.0, 38.36],
      [21.85, 38.36],
      [21.775, 38.33],
      [21.6, 38.3],
      [21.4, 38.25],
      [21.2, 38.2],
    ],
  },
  {
    // Sixth round: the Sea of Åland, from off Almagrundet (light 59°09'N 19°08'E) east of Svenska Högarna and Söderarm,
    // up the sea's middle and through the South Kvarken between Understen and Märket, to the Bothnian Sea: the through
    // route to and from the Gulf of Bothnia, now that the skerries on both sides are closed to open-water legs
    // (avoided-zones.ts). Points 3 nm or more off those lights and the islets of the OpenStreetMap coastline, rounded to about
    // 0.05°.
    name: 'Sea of Åland',
    points: [
      [19.2, 59.1],
      [19.62, 59.43],
      [19.6, 59.7],
      [19.55, 59.87],
      [19.4, 60.05],
      [19.2, 60.2],
      [19.03, 60.3],
      [18.95, 60.45],
      [18.9, 60.6],
    ],
  },
  {
    name: 'Copenhagen',
    points: [
      [12.66, 55.72],
      [12.75, 55.75],
    ],
  },
  {
    name: 'Malmö',
    points: [
      [12.85, 55.62],
      [12.78, 55.58],
    ],
  },
];
