/**
 * What every statement shares on its way to the wire: rows in the caller's language, numbered 行次 in
 * order (headings carry none), and the checks that compare two figures.
 */
import type { StatementCheck, StatementRow, StatementRowKind } from '../contracts/statement.js';
import { toFen } from '../../shared/money.js';
import type { Lang } from '../i18n.js';
import type { Label } from '../reports/types.js';

export type RowDraft = { name: Label; kind: StatementRowKind; amounts: Array<number | null> };

/** The drafts in `lang`, every row but a heading numbered from 1. */
export function numberedRows(drafts: readonly RowDraft[], lang: Lang): StatementRow[] {
  let n = 0;
  return drafts.map((d) => ({ no: d.kind === 'section' ? '' : String(++n), name: d.name[lang], kind: d.kind, amounts: d.amounts.map((a) => (a === null ? null : toFen(a))) }));
}

/** A section heading over `columns` amount columns (no amounts). */
export const heading = (name: Label, columns: number): RowDraft => ({ name, kind: 'section', amounts: Array<null>(columns).fill(null) });

/** A check that `left` equals `right`, each named. */
export function check(lang: Lang, name: Label, left: [Label, number], right: [Label, number]): StatementCheck {
  return { label: name[lang], ok: left[1] === right[1], left: { label: left[0][lang], amount: toFen(left[1]) }, right: { label: right[0][lang], amount: toFen(right[1]) } };
}
