// Rebuilds data/sea-network.json from the marnet lanes, Natural Earth land and our drawn approaches.
// Run after changing approaches.ts, straits.ts or the builder: npm run sea-network:build
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../../../../../shared/domain/ports';
import { buildSeaNetworkData } from './build-network';

const started = Date.now();
const data = buildSeaNetworkData(PORTS);
const file = fileURLToPath(new URL('../data/sea-network.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(data)}\n`);
console.log(
  `${data.nodes.length} nodes, ${data.edges.length} edges → ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
