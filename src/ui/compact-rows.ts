/**
 * A compact list answer (the field names once, each row a list of values: server/lib/compact-list.ts) as
 * the rows a table takes, each row object built when something first reads it. At page size 'all' the
 * table draws a screenful of 100,000 rows: building every row object before the first paint cost more
 * than the paint (and its garbage collections). The rows are an array to every reader (length, indexing,
 * iteration, map, JSON): a reader that walks them all builds them all, as before. `fieldOf` reads one
 * field without building the row (the table's row keys).
 */

/** Where a lazily built row list keeps the answer it reads from. */
const SOURCE = Symbol('compact rows');

type Source = { fields: readonly string[]; values: readonly (readonly unknown[])[] };

/** The index an array property name stands for, or -1 ('length', a method, a symbol). */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(key);
  return Number.isInteger(index) && index < length && String(index) === key ? index : -1;
}

/** The rows of a compact answer, built on first read (and kept: a row read twice is the same object). */
export function compactRows<Row>(fields: readonly string[], values: readonly (readonly unknown[])[]): Row[] {
  const source: Source = { fields, values };
  // Filled, not holey: `in`, Object.keys and the array methods see every index as there.
  const built: (Row | undefined)[] = new Array(values.length).fill(undefined);
  const build = (index: number): Row => {
    const cells = values[index];
    const row: Record<string, unknown> = {};
    for (let f = 0; f < fields.length; f++) row[fields[f]] = cells[f];
    built[index] = row as Row;
    return row as Row;
  };
  return new Proxy(built, {
    get(target, key, receiver) {
      if (key === SOURCE) return source;
      const index = indexOf(key, target.length);
      if (index < 0) return Reflect.get(target, key, receiver);
      return target[index] ?? build(index);
    },
    getOwnPropertyDescriptor(target, key) {
      const index = indexOf(key, target.length);
      if (index >= 0 && target[index] === undefined) build(index);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  }) as Row[];
}

/** `rows[index][field]`, without building the row when `rows` came from compactRows. */
export function fieldOf(rows: readonly unknown[], index: number, field: string): unknown {
  const source = (rows as { [SOURCE]?: Source })[SOURCE];
  if (source) {
    const at = source.fields.indexOf(field);
    if (at >= 0) return source.values[index]?.[at];
  }
  return (rows[index] as Record<string, unknown> | null | undefined)?.[field];
}
