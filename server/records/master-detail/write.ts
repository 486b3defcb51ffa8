/**
 * What a master–detail save must be before anything is written: the head a valid record of the kind
 * (its own schema, references and rules, the form's type fixed, the total computed from the lines,
 * whatever the caller sent for it), and every line valid against the form's line fields and rules.
 * The first problem is a 422 naming the field (`lines.2.quantity` for a line) with a message saying
 * which line and what to fix, in the caller's language.
 */
import type { RecordKind } from '../../contracts/records.js';
import { HttpError } from '../../errors.js';
import { translate, type Lang } from '../../i18n.js';
import { parseWith } from '../../plugins/validate.js';
import { assertRules, brokenRule } from '../rules.js';
import { createSchema, normalise, type RecordValues } from '../validation.js';
import { linesTotal, type MasterDetailForm } from './forms.js';

export type CheckedWrite = { values: RecordValues; lines: RecordValues[] };

/** The kind's fields as the lines' pseudo kind, so the record store's schemas and rules apply to a line. */
const lineKind = (form: MasterDetailForm, kind: RecordKind): RecordKind => ({ ...kind, fields: form.lineFields });

function checkLine(form: MasterDetailForm, kind: RecordKind, raw: unknown, index: number, lang: Lang): RecordValues {
  const asLine = lineKind(form, kind);
  const parsed = createSchema(asLine).safeParse(raw);
  const line = index + 1;
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? '');
    const field = form.lineFields.find((f) => f.key === key);
    throw new HttpError(422, 'masterDetailLineInvalid', key ? `lines.${index}.${key}` : `lines.${index}`, { line, label: field ? field[lang] : key || '—' });
  }
  const values = normalise(asLine, parsed.data);
  const broken = brokenRule(asLine, values);
  if (broken && broken.rule !== 'notBefore') {
    const reason = translate(lang, broken.rule === 'min' ? 'recordMin' : 'recordMax', { label: broken.field[lang], limit: broken.limit });
    throw new HttpError(422, 'masterDetailLineRule', `lines.${index}.${broken.field.key}`, { line, reason });
  }
  return values;
}

export function checkWrite(form: MasterDetailForm, kind: RecordKind, head: Record<string, unknown>, rawLines: unknown[], lang: Lang): CheckedWrite {
  const given = head[form.preset.field];
  if (given !== undefined && given !== null && given !== '' && given !== form.preset.value) throw new HttpError(422, 'fieldInvalid', form.preset.field, { field: form.preset.field });
  if (rawLines.length === 0) throw new HttpError(422, 'masterDetailNoLines', 'lines');
  if (rawLines.length > form.maxLines) throw new HttpError(422, 'masterDetailTooManyLines', 'lines', { max: form.maxLines });
  const lines = rawLines.map((raw, i) => checkLine(form, kind, raw, i, lang));
  const { [form.totalField]: _ignored, ...rest } = head;
  // The head's schema takes the total as the wire does, in fen; the lines' own total is yuan, as they are kept.
  const total = Math.round(linesTotal(form, lines) * 100);
  const parsed = parseWith(createSchema(kind), { ...rest, [form.preset.field]: form.preset.value, [form.totalField]: total });
  const values = normalise(kind, parsed);
  assertRules(kind, values, lang);
  return { values, lines };
}
