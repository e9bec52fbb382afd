import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

const byDb = new WeakMap<object, Map<string, unknown>>();

/**
 * A fixed-shape query built once per database handle and kept as a named prepared statement (issue 11 §2): the
 * polled reads then skip Drizzle's query building on every request, and PostgreSQL parses each statement once per
 * connection and, after a few runs, reuses its plan. Values change only through `sql.placeholder(...)`. PGlite
 * runs the same text unnamed. `name` identifies the statement's SQL text: one name, one text (PostgreSQL keeps
 * 63 characters of it). A transaction handle gets its own statements, which live as long as the handle.
 */
export function prepared<P>(db: Db, name: string, build: () => { prepare(name: string): P }): P {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as P | undefined;
  if (!statement) {
    statement = build().prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * `query` with its constants written into the SQL text, placeholders left as parameters: a prepared statement's
 * cached (generic) plan can then use partial indexes whose predicates name those constants. Wrapped once more
 * because a select's field list copies its SQL's chunks, not the flag.
 */
export const withConstants = <T>(query: SQL<T>): SQL<T> => sql<T>`${query.inlineParams()}`;
