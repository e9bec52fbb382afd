import { rematchAll } from '../modules/matching/rematch.service';
import { openFromEnv } from './open-from-env';

// A full rematch of every open request against every open availability (after a change of weights or rules).
// Stop the server first when it runs on the embedded database (one process per data directory).
const { config, database } = await openFromEnv();
try {
  const r = await rematchAll(database.db, new Date(), config.MATCH_PROPOSAL_LIMIT);
  console.log(
    `Rematched ${r.requests} requests against ${r.capacities} availabilities: ${r.pairsScored} pairs scored, ` +
      `${r.proposals} proposals, ${Math.round(r.totalMs)} ms.`,
  );
} finally {
  await database.close();
}
