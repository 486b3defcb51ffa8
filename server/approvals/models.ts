/**
 * Parsed diagrams of published versions. A published version never changes, so its parsed graph is
 * kept per process (bounded); every process parses from the same immutable row, so they agree.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseDiagram, type ProcessModel } from './diagram.js';

const MAX_CACHED = 200;
const cache = new Map<string, ProcessModel>();

export async function loadModel(db: Kysely<Database>, definitionId: number, versionNo: number): Promise<ProcessModel> {
  const key = `${definitionId}:${versionNo}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const row = await db
    .selectFrom('approval_versions')
    .select('bpmn_xml')
    .where('definition_id', '=', definitionId)
    .where('version_no', '=', versionNo)
    .where('published_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const model = await parseDiagram(row.bpmn_xml);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, model);
  return model;
}
