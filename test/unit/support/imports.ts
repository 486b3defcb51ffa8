/** Reads the import specifiers of a source file, for the tests that keep the import graph in shape. */

export type Import = { spec: string; typeOnly: boolean; dynamic: boolean };

export function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const statics = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  const dynamics = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(statics)) found.push({ spec: match[3], typeOnly: Boolean(match[2]), dynamic: false });
  for (const match of source.matchAll(dynamics)) found.push({ spec: match[1], typeOnly: false, dynamic: true });
  return found;
}
