// Sea-route query speed, as ratios against baselines measured in the same run (machines differ; ratios travel).
// Run: npm run bench
import type { SeaNetworkData } from '../server/modules/smartfeeder/routing/build/build-network';
import data from '../server/modules/smartfeeder/routing/data/sea-network.json';
import { createSeaRouter } from '../server/modules/smartfeeder/routing/sea-route';
import { CALCULATOR_PORT_CODES, PORTS } from '../shared/domain/ports';

const network = data as unknown as SeaNetworkData;

function time(fn: () => void, rounds: number) {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(rounds / 2)], p95: samples[Math.floor(rounds * 0.95)] };
}

// Baseline 1: a fixed CPU task (sorting 100,000 numbers), so the figures below read in "sorts".
const numbers = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
const sort = time(() => [...numbers].sort((a, b) => a - b), 30);

const pairs: [string, string][] = [];
for (const a of CALCULATOR_PORT_CODES) for (const b of CALCULATOR_PORT_CODES) if (a !== b) pairs.push([a, b]);
const far = PORTS.map((p) => p.code);

const build = time(() => createSeaRouter(network), 10);
const astar = createSeaRouter(network);
const dijkstra = createSeaRouter(network, { plainDijkstra: true });
const perQuery = (router: typeof astar, list: [string, string][]) =>
  time(() => {
    for (const [a, b] of list) router.route(a, b);
  }, 10);
const astar12 = perQuery(astar, pairs);
const dijkstra12 = perQuery(dijkstra, pairs);
const longest: [string, string][] = far.map((code) => ['FIKTK', code]);
const astarFar = perQuery(astar, longest);

const ms = (x: number) => `${x.toFixed(3)} ms`;
console.log(`baseline: sort of 100k numbers ${ms(sort.median)} (median of 30)`);
console.log(
  `router build (parse graph, ${network.nodes.length} nodes, ${network.edges.length} edges): ${ms(build.median)} = ${(build.median / sort.median).toFixed(2)} sorts`,
);
const q12 = astar12.median / pairs.length;
const d12 = dijkstra12.median / pairs.length;
console.log(
  `A* query, 132 pairs of the twelve calculator ports: ${ms(q12)} per query = ${(q12 / sort.median).toFixed(3)} sorts`,
);
console.log(`Dijkstra query, same pairs: ${ms(d12)} per query; A* is ${(d12 / q12).toFixed(1)}× faster`);
const qFar = astarFar.median / longest.length;
console.log(
  `A* query, Kotka to every catalogue port (longest lanes): ${ms(qFar)} per query = ${(qFar / sort.median).toFixed(3)} sorts`,
);
