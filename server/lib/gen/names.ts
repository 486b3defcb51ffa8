/** Name conversions of the code generator: database snake_case to the TypeScript and wire spellings. */

/** `dict_type` → `dictType`; `HTML_type` → `htmlType`. */
export function camelCase(name: string): string {
  const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p.charAt(0).toUpperCase() + p.slice(1))).join('');
}

/** `dict_type` → `DictType`. */
export function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** English plural to singular for table names (`rooms` → `room`, `categories` → `category`, `status` stays). */
function singular(name: string): string {
  if (/ies$/i.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|us|is)$/i.test(name)) return name;
  if (/(x|ch|sh|ss)es$/i.test(name)) return name.slice(0, -2);
  if (/s$/i.test(name)) return name.slice(0, -1);
  return name;
}

/** The table's last word made singular: `login_logs` → `login_log`. */
export function singularTable(tableName: string): string {
  const words = tableName.split('_');
  words[words.length - 1] = singular(words[words.length - 1]);
  return words.join('_');
}

/** `checkInDate` → `Check in date`: an English label until someone writes a better one. */
export function humanize(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `DictType` → `dict-type`: file names of the generated code. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}
