// What copying a deployment's families means, the same on both engines: which tables belong to
// families, in the order their foreign keys need, and the SELECT that makes a copy of each row. Ids
// move by a table-wide stride per copy, foreign keys with them; unique texts get the copy's number,
// so every copy is a family of its own that a parent can sign in to. Each engine reads its catalog
// into the shape below and runs the statements its own way.

/**
 * @typedef {object} Catalog
 * @property {string[]} tables
 * @property {Map<string, { from: string, table: string }[]>} foreignKeys by table
 * @property {Map<string, { name: string, type: string, pk: boolean }[]>} columns by table, in their order
 * @property {Map<string, string[][]>} uniqueIndexes by table: the columns of each unique index
 */

/** The tables that belong to families (those that reach `families` by foreign keys), referred ones first. */
export function familyTables({ tables, foreignKeys }) {
  const owned = new Set(['families']);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      if (!owned.has(table) && foreignKeys.get(table).some((key) => owned.has(key.table))) {
        owned.add(table);
        grew = true;
      }
    }
  }
  const ordered = [];
  const visit = (table) => {
    if (ordered.includes(table)) return;
    for (const key of foreignKeys.get(table)) if (owned.has(key.table) && key.table !== table) visit(key.table);
    ordered.push(table);
  };
  for (const table of owned) visit(table);
  return ordered;
}

/**
 * For each family table: its column list and the expressions that copy a row `t` as copy `copies.k`,
 * given each table's stride (its highest id before copying).
 */
export function copySelects(catalog, ordered, stride) {
  return ordered.map((table) => {
    const columns = catalog.columns.get(table);
    const references = new Map(
      catalog.foreignKeys
        .get(table)
        .filter((key) => stride.has(key.table))
        .map((key) => [key.from, key.table]),
    );
    const hasId = hasIdKey(catalog, table);
    const moved = new Set([...references.keys(), ...(hasId ? ['id'] : [])]);
    const texts = uniqueTexts(catalog.uniqueIndexes.get(table) ?? [], moved, columns);
    const expressions = columns.map(({ name }) => {
      const quoted = `t."${name}"`;
      if (name === 'id' && hasId) return `${quoted} + copies.k * ${stride.get(table)}`;
      if (references.has(name)) return `${quoted} + copies.k * ${stride.get(references.get(name))}`;
      if (!texts.has(name)) return quoted;
      return name === 'email' ? `replace(${quoted}, '@', '+' || copies.k || '@')` : `${quoted} || '-' || copies.k`;
    });
    // Rows that name no family-owned row (tasks for everyone, operators) are the deployment's, not a family's.
    const ownedOnly = references.size ? [...references.keys()].map((name) => `t."${name}" is not null`).join(' or ') : '';
    return { table, names: columns.map(({ name }) => `"${name}"`).join(', '), expressions: expressions.join(', '), ownedOnly };
  });
}

/** Whether `table`'s primary key is an `id` column: its ids move by the stride, and PostgreSQL numbers it by a sequence. */
export function hasIdKey(catalog, table) {
  return catalog.columns.get(table).some((column) => column.name === 'id' && column.pk);
}

/** Text columns that must stay unique on their own (in a unique index with no moved id). */
function uniqueTexts(indexes, moved, columns) {
  const text = new Set(columns.filter(({ type }) => /text|char/i.test(type)).map(({ name }) => name));
  const unique = new Set();
  for (const names of indexes) {
    if (names.some((name) => moved.has(name))) continue;
    for (const name of names) if (text.has(name)) unique.add(name);
  }
  return unique;
}

/** How many template copies make about `families` families. */
export function copiesFor(template, families) {
  return Math.max(0, Math.ceil(families / template) - 1);
}

/** The demo parent of the last copy: the newest rows, where a missing index would hurt most. */
export function lastDemoParent(copies) {
  return copies ? `demo+${copies}@t1dfamily.example` : 'demo@t1dfamily.example';
}
