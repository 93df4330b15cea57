import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import { directReaderOf } from './directReads.js';

const slot = Symbol('prepared query value');
type StandIn = { readonly [slot]: number };
const isStandIn = (value: unknown): value is StandIn => typeof value === 'object' && value !== null && slot in value;

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each of the query's parameters: which value it takes, or null for a constant of the query. */
  slots: (number | null)[];
}

/**
 * A query built and compiled once per database, then run with new values. For the queries every
 * request makes (the session look-up): building the same query anew cost more than running it. A
 * read runs straight on the database where it can (directReads.ts).
 *
 * `build` is called once, with stand-ins for the values: use them only where a plain value goes (the
 * right side of a comparison), never where the query's shape depends on a value (`in` lists, `is null`).
 */
export function preparedQuery<Values extends unknown[], Row>(build: (db: Db, ...values: Values) => Compilable<Row>) {
  const compiled = new WeakMap<Db, Prepared<Row>>();
  return async (db: Db, ...values: Values): Promise<Row[]> => {
    let prepared = compiled.get(db);
    if (!prepared) {
      prepared = prepare(db, build, values.length);
      compiled.set(db, prepared);
    }
    const { query, slots } = prepared;
    const parameters = query.parameters.map((constant, index) => {
      const valueIndex = slots[index];
      return valueIndex === null || valueIndex === undefined ? constant : values[valueIndex];
    });
    const direct = query.query.kind === 'SelectQueryNode' ? directReaderOf(db)?.(query.sql, parameters) : null;
    if (direct) return (await direct) as Row[];
    const result = await db.executeQuery<Row>({ ...query, queryId: createQueryId(), parameters });
    return result.rows;
  };
}

function prepare<Values extends unknown[], Row>(
  db: Db,
  build: (db: Db, ...values: Values) => Compilable<Row>,
  count: number,
): Prepared<Row> {
  const standIns = Array.from({ length: count }, (_, index): StandIn => ({ [slot]: index }));
  const query = build(db, ...(standIns as Values)).compile();
  const slots = query.parameters.map((parameter) => (isStandIn(parameter) ? parameter[slot] : null));
  const used = new Set(slots.filter((valueIndex) => valueIndex !== null));
  // A stand-in the query swallowed (turned into SQL text) would silently run with the first value forever.
  if (used.size !== count) throw new Error(`A prepared query must pass each of its ${count} values as a parameter`);
  return { query, slots };
}
