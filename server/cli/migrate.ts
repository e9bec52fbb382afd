import { openFromEnv } from './open-from-env';

const { database } = await openFromEnv();
await database.close();
console.log('Migrations applied.');
