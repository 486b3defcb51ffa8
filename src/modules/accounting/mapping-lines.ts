/**
 * The programme form's mapping grid as pure logic: a draft line per row (every cell a string, as the
 * controls hold it), the spare line at the end, and the lines sent to the server. Which line is wrong
 * beyond its shape (an unknown account, a code mapped twice) is the server's answer (a 422 naming it).
 */
import type { InterfaceMapping, MappingType } from '../../../server/contracts/interface';
import { nextLineKey } from '../../ui/line-key';

/** `key`: the line's identity in the grid (ui/line-key.ts), never sent. */
export type DraftMapping = { key: number; mappingType: MappingType; sourceCode: string; sourceName: string; accountCode: string; side: '' | 'D' | 'C'; auxDeptCode: string };

/** Revenue is usually booked on the credit side, settlements on the debit side. */
const defaultSide = (type: MappingType): DraftMapping['side'] => (type === 'revenue' ? 'C' : type === 'payment' ? 'D' : '');

export const emptyMapping = (type: MappingType = 'revenue'): DraftMapping => ({
  key: nextLineKey(),
  mappingType: type,
  sourceCode: '',
  sourceName: '',
  accountCode: '',
  side: defaultSide(type),
  auxDeptCode: '',
});

export function fromMapping(m: InterfaceMapping): DraftMapping {
  return { key: nextLineKey(), mappingType: m.mappingType, sourceCode: m.sourceCode, sourceName: m.sourceName, accountCode: m.accountCode ?? '', side: m.side ?? '', auxDeptCode: m.auxDeptCode ?? '' };
}

/** A line with no code and no name is the unused spare: it is not sent. */
export const filledMappings = (lines: readonly DraftMapping[]) => lines.filter((l) => l.sourceCode.trim() || l.sourceName.trim());

/** The lines as the server takes them: a department line carries no account. */
export function toBody(lines: readonly DraftMapping[]): InterfaceMapping[] {
  return filledMappings(lines).map((l) => ({
    mappingType: l.mappingType,
    sourceCode: l.sourceCode.trim(),
    sourceName: l.sourceName.trim(),
    accountCode: l.mappingType === 'department' ? null : l.accountCode || null,
    side: l.mappingType === 'department' ? null : l.side || null,
    auxDeptCode: l.auxDeptCode || null,
  }));
}

/** Changes a line's type: the side follows the new type unless one was chosen for a non-default reason. */
export function withType(line: DraftMapping, type: MappingType): DraftMapping {
  const side = line.side === defaultSide(line.mappingType) ? defaultSide(type) : line.side;
  return { ...line, mappingType: type, side: type === 'department' ? '' : side || defaultSide(type), accountCode: type === 'department' ? '' : line.accountCode };
}
