import { fillPlaceholders } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) output. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};
export const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The nodes without the subqueries run once for the whole statement (a total computed alongside the page). */
const outerNodes = (n: PlanNode): PlanNode[] => [
  n,
  ...(n.Plans ?? []).filter((c) => c['Parent Relationship'] !== 'InitPlan').flatMap(outerNodes),
];

type Query = { toSQL: () => { sql: string; params: unknown[] } };

/**
 * The plan PostgreSQL chooses for `query`, unexecuted. A query built with `sql.placeholder(...)` (a prepared
 * statement's) gets its placeholders filled from `values`. `generic`: the plan a prepared statement falls back to
 * after a few runs, made without its values (PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN): PREPARE under
 * plan_cache_mode = force_generic_plan, then EXPLAIN EXECUTE).
 */
export async function planOf(
  database: Database,
  query: Query,
  values: Record<string, unknown> = {},
  opts: { sortsOff?: boolean; generic?: boolean } = {},
) {
  const { sql, params } = query.toSQL();
  const filled = fillPlaceholders(params, values) as unknown[];
  const client = await database.pgPool!.connect();
  try {
    // Sorting made prohibitively dear: the planner then takes an index in the query's order if there is one.
    if (opts.sortsOff) await client.query('set enable_sort = off');
    if (!opts.generic) {
      const { rows } = await client.query(`explain (format json) ${sql}`, filled);
      return rows[0]['QUERY PLAN'][0].Plan as PlanNode;
    }
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare plan_probe as ${sql}`);
    const literal = (v: unknown) =>
      v === null || v === undefined
        ? 'null'
        : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v));
    const args = filled.length > 0 ? `(${filled.map(literal).join(', ')})` : '';
    const { rows } = await client.query(`explain (format json) execute plan_probe${args}`);
    return rows[0]['QUERY PLAN'][0].Plan as PlanNode;
  } finally {
    if (opts.generic) await client.query('deallocate all; reset plan_cache_mode');
    if (opts.sortsOff) await client.query('reset enable_sort');
    client.release();
  }
}

/**
 * Sorts that take in rows of `table` no LIMIT has cut yet: what an index in the right order would make
 * unnecessary (an Incremental Sort, which only orders ties of an index's order, is not one of them).
 */
export function fullSortsOf(plan: PlanNode, table: string): PlanNode[] {
  const reaches = (n: PlanNode): boolean =>
    n['Relation Name'] === table || (n['Node Type'] !== 'Limit' && (n.Plans ?? []).some(reaches));
  return nodes(plan).filter((n) => n['Node Type'] === 'Sort' && (n.Plans ?? []).some(reaches));
}

/**
 * The plan reads `table` and only through its indexes (`<table>_...` or the primary key), never by Seq Scan.
 * With `sorted`, an index hands over its rows in the list's order: with sorting disabled, no Sort takes in its rows
 * before the LIMIT (the planner may still sort a few dozen rows when that is cheaper, which is fine). `countsMost`
 * marks a total over most of the table (an administrator's unfiltered list): reading it all is then the plan, so
 * only the page itself is checked, not the total computed alongside it (an InitPlan). `generic` (a prepared
 * statement's query) checks the plan made without the values too.
 */
export async function expectIndexed(
  database: Database,
  query: Query,
  table: string,
  opts: { values?: Record<string, unknown>; sorted?: boolean; countsMost?: boolean; generic?: boolean } = {},
) {
  for (const generic of opts.generic ? [false, true] : [false]) {
    const plan = await planOf(database, query, opts.values, { generic });
    const scans = (opts.countsMost ? outerNodes(plan) : nodes(plan)).filter(
      (n) => n['Relation Name'] === table,
    );
    const shown = `${generic ? 'generic plan ' : ''}${JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Plans'], 1)}`;
    expect(scans.length, shown).toBeGreaterThan(0);
    expect(
      scans.map((n) => n['Node Type']),
      shown,
    ).not.toContain('Seq Scan');
    for (const n of scans)
      expect(n['Index Name'] ?? n['Node Type'], shown).toMatch(new RegExp(`^${table}_|^Bitmap Heap Scan$`));
    if (opts.sorted) {
      const inOrder = await planOf(database, query, opts.values, { sortsOff: true, generic });
      const sorts = fullSortsOf(inOrder, table);
      expect(
        sorts,
        JSON.stringify(inOrder, ['Node Type', 'Relation Name', 'Index Name', 'Plans'], 1),
      ).toEqual([]);
    }
  }
}

/**
 * Issue 28: a page after a cursor starts where the cursor points in an index: the row comparison on the sort key
 * and id is part of an index condition on `table` (an Index Cond), not a filter over the rows before it.
 */
export async function expectCursorInIndex(
  database: Database,
  query: Query,
  table: string,
  opts: { values?: Record<string, unknown>; generic?: boolean } = {},
) {
  for (const generic of opts.generic ? [false, true] : [false]) {
    const plan = await planOf(database, query, opts.values, { generic });
    const conds = nodes(plan)
      .filter((n) => n['Relation Name'] === table || n['Index Name']?.startsWith(`${table}_`))
      .map((n) => String((n as Record<string, unknown>)['Index Cond'] ?? ''));
    expect(
      conds.some((c) => /ROW\(/.test(c)),
      `${generic ? 'generic plan ' : ''}${JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Index Cond', 'Filter', 'Plans'], 1)}`,
    ).toBe(true);
  }
}
