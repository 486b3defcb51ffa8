/** Flattens a text table to dot-path keys, so tests can compare languages key by key. */
export function leaves(table: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(table)) {
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}
