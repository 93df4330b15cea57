import { CompiledQuery, sql } from 'kysely';
import type { Database } from './database.js';

/** One step of a plan: the table it reads whole (`scanned`), or the indexes it searches by. */
export interface PlanStep {
  detail: string;
  scanned?: string;
  indexes: string[];
}

export interface StatementPlan {
  sql: string;
  steps: PlanStep[];
}

/**
 * How each statement (as Kysely compiled it, parameters unbound) would run, with the planner taking
 * an index wherever one serves: a table that holds a few rows in a test or a generated deployment
 * would otherwise be read whole by choice and hide a missing index. On PostgreSQL that is the generic
 * plan (the one a prepared statement settles on) with sequential scans priced out; SQLite plans so by
 * itself while the database has no ANALYZE statistics. Used by the index test and `npm run bench`.
 */
export function statementPlans(database: Pick<Database, 'db' | 'engine'>, statements: string[]): Promise<StatementPlan[]> {
  // Transaction control (begin, commit, savepoints) has no plan.
  const planned = statements.filter((text) => /^\s*(select|insert|update|delete|with)\b/i.test(text));
  return database.engine === 'postgres' ? postgresPlans(database, planned) : sqlitePlans(database, planned);
}

async function sqlitePlans({ db }: Pick<Database, 'db'>, statements: string[]) {
  const plans: StatementPlan[] = [];
  for (const text of statements) {
    const parameters = Array<null>((text.match(/\?/g) ?? []).length).fill(null);
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, parameters));
    // SQLite names a table by its alias (`users as parent` reads as `parent`).
    const tables = new Map([...text.matchAll(/(?:from|join)\s+"(\w+)"\s+as\s+"(\w+)"/gi)].map((match) => [match[2]!, match[1]!]));
    const steps = rows.map(({ detail }) => {
      // Tables are lower case; SQLite's own words are not (SCAN CONSTANT ROW, SCAN 2-ROW VALUES CLAUSE).
      // An automatic index is one SQLite builds for the query by reading the whole table first.
      const read = /^SCAN ([a-z_]\w*)/.exec(detail) ?? /^SEARCH ([a-z_]\w*) USING AUTOMATIC/.exec(detail);
      return {
        detail,
        scanned: read ? (tables.get(read[1]!) ?? read[1]) : undefined,
        indexes: [...detail.matchAll(/USING (?:COVERING )?INDEX (\w+)|USING INTEGER PRIMARY KEY/g)].map(
          (match) => match[1] ?? 'primary key',
        ),
      };
    });
    plans.push({ sql: text, steps });
  }
  return plans;
}

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PostgresPlanNode[];
}

function postgresPlans({ db }: Pick<Database, 'db'>, statements: string[]) {
  // Settings and prepared statements belong to a connection: one connection, left as it was found.
  return db.connection().execute(async (connection) => {
    let prepared = 0;
    try {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql`set enable_seqscan = off`.execute(connection);
      const plans: StatementPlan[] = [];
      for (const [n, text] of statements.entries()) {
        await connection.executeQuery(CompiledQuery.raw(`prepare statement_plan_${n} as ${text}`));
        prepared += 1;
        const parameters = new Set(text.match(/\$\d+/g) ?? []).size;
        const nulls = parameters ? `(${Array(parameters).fill('null').join(', ')})` : '';
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': { Plan: PostgresPlanNode }[] }>(
          CompiledQuery.raw(`explain (format json) execute statement_plan_${n}${nulls}`),
        );
        plans.push({ sql: text, steps: postgresSteps(rows[0]!['QUERY PLAN'][0]!.Plan) });
      }
      return plans;
    } finally {
      // Only these: the connection also holds the app's own named statements (directReads.ts).
      for (let n = 0; n < prepared; n += 1) await connection.executeQuery(CompiledQuery.raw(`deallocate statement_plan_${n}`));
      await sql`reset plan_cache_mode`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

function postgresSteps(node: PostgresPlanNode): PlanStep[] {
  const relation = node['Relation Name'];
  const index = node['Index Name'];
  const step = {
    detail: `${node['Node Type']}${relation ? ` on ${relation}` : ''}${index ? ` using ${index}` : ''}`,
    // An index scan with no condition walks the whole index: every row, in the index's order.
    scanned:
      node['Node Type'] === 'Seq Scan' || (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond']) ? relation : undefined,
    indexes: index ? [index] : [],
  };
  return [step, ...(node.Plans ?? []).flatMap(postgresSteps)];
}

/**
 * The deployment's own tables a path may read whole: a few rows however many families there are (the
 * token milestones are three; the token valuations a publication now and then, of which the latest is
 * read through its index, one row; the gift catalogue and the library's items, the deployment's content,
 * counted to know what the dashboard offers: dozens of rows, however many families there are).
 */
export const readWholeAllowed = new Set([
  'settings',
  'locations',
  'goals',
  'fitness_categories',
  'token_milestones',
  'token_valuations',
  'gift_catalogue',
  'content_items',
]);

/** The steps that read a table whole, but for the deployment's small tables: each a missing index. */
export function fullReads(plans: StatementPlan[]): { table: string; detail: string; sql: string }[] {
  return plans.flatMap(({ sql: text, steps }) =>
    steps.flatMap(({ scanned, detail }) => (scanned && !readWholeAllowed.has(scanned) ? [{ table: scanned, detail, sql: text }] : [])),
  );
}
