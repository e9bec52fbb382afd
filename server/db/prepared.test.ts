import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';
import { prepared, withConstants } from './prepared';
import { users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('prepared statements', () => {
  it('builds a statement once per database handle and runs it with new values each time', async () => {
    const { db } = database;
    let builds = 0;
    const run = (a: number, b: string) =>
      prepared(db, 'prepared_test_echo', () => {
        builds++;
        return db
          .select({
            a: sql<number>`${sql.placeholder('a')}::int + 1`,
            b: sql<string>`${sql.placeholder('b')}::text`,
          })
          .from(sql`(select 1) as one`);
      }).execute({ a, b });
    // More runs than PostgreSQL's five custom plans, concurrently, so several pool connections parse it.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => run(i, `v${i}`)));
    expect(answers.map(([row]) => row)).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ a: i + 1, b: `v${i}` })),
    );
    expect(builds).toBe(1);
  });

  it('writes constants into the text and keeps placeholders as parameters', () => {
    const { db } = database;
    const query = db
      .select({
        n: withConstants(
          sql<number>`(select count(*) from ${users} where ${and(eq(users.approvalStatus, 'approved'), eq(users.id, sql.placeholder('id')))})`,
        ),
      })
      .from(sql`(select 1) as one`)
      .toSQL();
    expect(query.sql).toContain(`"approval_status" = 'approved'`);
    expect(query.sql).toContain('"id" = $1');
    expect(query.params).toHaveLength(1);
  });
});
