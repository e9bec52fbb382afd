// The bare references of `npm run bench:api` (issue 11), each in its own process like the real server:
//   R1: Express + one indexed SELECT (the public list's first page, by departure);
//   R2: Express + express-session with connect-pg-simple (its documented defaults, on FeederHub's session table,
//       so the server's own cookie signs in here too) + the same SELECT.
// Usage: tsx bench/api/reference-server.ts r1|r2 <port>   (DATABASE_URL, SESSION_SECRET, SESSION_COOKIE_NAME)
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import pg from 'pg';

const [kind, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

const LISTED = `select * from ship_offerings
  where approval_status = 'approved' and status = 'active' and owner_id is not null and departure_date >= now()
  order by departure_date, id limit 12`;

const app = express();
if (kind === 'r2') {
  const PgStore = connectPgSimple(session);
  app.use(
    session({
      store: new PgStore({ pool, tableName: 'session', createTableIfMissing: false }),
      name: process.env.SESSION_COOKIE_NAME,
      secret: process.env.SESSION_SECRET!,
      resave: false,
      saveUninitialized: false,
    }),
  );
}
app.get('/ref', async (_req, res) => {
  res.json((await pool.query(LISTED)).rows);
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
