import type { LonLat } from './geo';

/**
 * Waypoints off capes and islands next to a port's approach or in a strait that leads to it, where no grid point lies close enough (the
 * quarter-degree ones are at least 3 nm off land) and routes went past the port and came back: found by looking
 * for turns over 130° at the open-water waypoints of every catalogue route (docs/adr/003-sea-routing.md). Drawn as
 * lanes, so that both ends link to the open-water legs; points read off charts, rounded to about 0.01°.
 */
export const HARBOUR_LANES: { name: string; points: LonLat[] }[] = [
  {
    // Lisbon from the north went 10 nm south past the Tagus bar and back (Leixões–Lisbon 191 nm, published 180).
    name: 'Cabo da Roca to the Tagus bar',
    points: [
      [-9.57, 38.8],
      [-9.55, 38.71],
      [-9.43, 38.64],
    ],
  },
  {
    // Skelleftehamn: the fairway's end lies among islets, and routes from the south went north round them (+15 nm).
    name: 'Skelleftehamn outer fairway',
    points: [
      [21.4, 64.6],
      [21.55, 64.61],
      [21.7, 64.58],
    ],
  },
  {
    // Rijeka from the west: round Istria's southern tip (Kamenjak) into the Kvarner, not 9 nm south of it and back.
    name: 'Off Kamenjak',
    points: [
      [14.0, 44.75],
      [13.88, 44.71],
    ],
  },
  {
    // Riga and the Gulf of Riga to the north: through the Irbe Strait between Kolka and Sõrve and round Sõrve, not
    // out to a point 10 nm south-west of it and back (Riga–Muuga 297 nm).
    name: 'Irbe Strait',
    points: [
      [22.75, 57.85],
      [22.3, 57.84],
      [21.95, 57.86],
      [21.85, 57.95],
    ],
  },
  {
    // Toulon from the east: south of Porquerolles to the Toulon roads, not out to a point 15 nm south and back.
    name: 'Porquerolles to the Toulon roads',
    points: [
      [5.95, 43.05],
      [6.05, 42.97],
      [6.22, 42.96],
    ],
  },
  {
    // Mahón from the south-west: east of Illa de l'Aire to the harbour mouth, not 10 nm east and back.
    name: "Mahón, east of Illa de l'Aire",
    points: [
      [4.33, 39.86],
      [4.35, 39.8],
    ],
  },
];

/**
 * Waypoints off headlands on through routes (fourth round, docs/adr/003-sea-routing.md), where the quarter-degree grid
 * has no point near the cape (its points are at least 3 nm off land and within 12 nm of it, and at these capes none
 * falls close): routes turned 10–23 nm off the cape at an open-water waypoint and were that much longer than the
 * published tables. Found by looking for turns over 8° at waypoints more than 6 nm from land on the development set's
 * routes; placed about 3 nm off the cape's light (the grid's stand-off); the lights' positions as the lights lists give them,
 * to about half a minute, the waypoints rounded to about 0.01°. Each is a leg end only (no drawn edge): the open-water legs from it keep their usual
 * distance off the coast.
 */
export const HEADLANDS: { name: string; point: LonLat }[] = [
  // Cabo de São Vicente light 37°01.3'N 8°59.8'W; Ponta de Sagres 36°59.8'N 8°56.9'W. Every route from Lisbon and the
  // north to the Strait of Gibraltar turned at 36.8°N 9.25°W, 15 nm south-west of the cape.
  { name: 'Off Cabo de São Vicente', point: [-9.05, 36.98] },
  // Cape Finisterre light 42°52.9'N 9°16.3'W: Vigo from the north turned 10 nm west of it.
  { name: 'Off Cape Finisterre', point: [-9.34, 42.88] },
  // Capo Spartivento (Calabria) light 37°55.5'N 16°03.8'E: routes from the Strait of Messina to the Adriatic and the
  // Gulf of Taranto turned 10 nm south of it.
  { name: 'Off Capo Spartivento, Calabria', point: [16.06, 37.87] },
  // Capo Santa Maria di Leuca light 39°47.8'N 18°22.1'E.
  { name: 'Off Capo Santa Maria di Leuca', point: [18.37, 39.74] },
  // Capo d'Otranto (Punta Palascìa) light 40°06.4'N 18°31.2'E, Italy's easternmost point: routes into the Adriatic
  // went out to 18.7°E, 23 nm off the coast, to clear it.
  { name: "Off Capo d'Otranto", point: [18.585, 40.107] },
  // Fifth round, the same search over every catalogue route (not only the development set's): the Spanish
  // Mediterranean coast's capes, where routes turned 6–11 nm off.
  // Cabo de Gata light 36°43.3'N 2°11.5'W: routes from the Strait of Gibraltar to the east turned at 36.5°N 2.75°W and
  // 36.75°N 2.0°W, 11 and 9 nm off the cape.
  { name: 'Off Cabo de Gata', point: [-2.148, 36.687] },
  // Cabo de Palos light 37°38.1'N 0°41.3'W, Islas Hormigas light 37°39.4'N 0°39.0'W: routes round the cape turned 9 nm
  // south-west of it (37.5°N 0.75°W); the waypoint lies 3 nm south-east of the Hormigas, outside them.
  { name: 'Off Cabo de Palos', point: [-0.6, 37.62] },
  // Cabo de la Nao light 38°43.9'N 0°13.8'E and Cabo de San Antonio light 38°48.2'N 0°11.8'E: routes to Valencia from
  // the south turned 6 nm east of San Antonio.
  { name: 'Off Cabo de la Nao', point: [0.29, 38.73] },
  { name: 'Off Cabo de San Antonio', point: [0.26, 38.8] },
];
