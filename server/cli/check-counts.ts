import { checkKeptCounts } from '../modules/counters/kept-counts';
import { openFromEnv } from './open-from-env';

// Issue 28: recomputes every kept count from its rows and reports differences; `--repair` writes them over.
// Stop the server first when it runs on the embedded database (one process per data directory).
const repair = process.argv.includes('--repair');
const { database } = await openFromEnv();
try {
  const { users, missingUsers, differences } = await checkKeptCounts(database.db, { repair });
  for (const d of differences)
    console.log(`user ${d.userId}: ${d.count} kept ${d.kept}, counted ${d.actual}`);
  for (const id of missingUsers) console.log(`user ${id}: no counter row`);
  const wrong = differences.length + missingUsers.length;
  console.log(
    wrong === 0
      ? `Kept counts of ${users} users agree with their rows.`
      : `${wrong} differences${repair ? ' repaired' : ' (run with --repair to write the counted values)'}.`,
  );
  if (wrong > 0 && !repair) process.exitCode = 1;
} finally {
  await database.close();
}
