/**
 * The mapping lines of an interface programme as an editable grid: type, external code and name, account
 * and side (revenue items and payment methods), auxiliary department. Filling the last line adds a spare
 * one, as the voucher form's grid does; every control is named by its column and line number.
 */
import { ActionIcon, Select, Table, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { InterfaceOptions, MappingType } from '../../../server/contracts/interface';
import { textsUnder, type KeysUnder } from '../../lib/i18n';
import { emptyMapping, filledMappings, withType, type DraftMapping } from './mapping-lines';

const L = textsUnder('accounting.iface');
const TYPES: MappingType[] = ['revenue', 'payment', 'department'];
const typeKey: Record<MappingType, KeysUnder<'accounting.iface'>> = { revenue: 'typeRevenue', payment: 'typePayment', department: 'typeDepartment' };

type Props = { lines: DraftMapping[]; options: InterfaceOptions; onChange(lines: DraftMapping[]): void };

export function MappingGrid({ lines, options, onChange }: Props) {
  const accounts = useMemo(() => options.accounts.map((a) => ({ value: a.accountCode, label: `${a.accountCode} ${a.accountName}` })), [options]);
  const depts = useMemo(() => options.departments.map((d) => ({ value: d.deptCode, label: `${d.deptCode} ${d.deptName}` })), [options]);
  const types = TYPES.map((value) => ({ value, label: L(typeKey[value]) }));
  const sides = [
    { value: 'D', label: L('sideD') },
    { value: 'C', label: L('sideC') },
  ];

  const setLine = (index: number, next: DraftMapping) => {
    const changed = lines.map((l, i) => (i === index ? next : l));
    // Always one spare line at the end, of the type of the line above (mappings come in runs of one type).
    const last = changed[changed.length - 1];
    onChange(filledMappings([last]).length ? [...changed, emptyMapping(last.mappingType)] : changed);
  };
  const remove = (index: number) => onChange(lines.length > 1 ? lines.filter((_, i) => i !== index) : [emptyMapping()]);
  const combo = { withinPortal: true };

  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table withTableBorder withColumnBorders aria-label={L('lines')} data-ht="mapping-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>{L('lineNo')}</Table.Th>
            <Table.Th w={170}>{L('mappingType')}</Table.Th>
            <Table.Th w={110}>{L('sourceCode')}</Table.Th>
            <Table.Th w={140}>{L('sourceName')}</Table.Th>
            <Table.Th>{L('account')}</Table.Th>
            <Table.Th w={110}>{L('side')}</Table.Th>
            <Table.Th w={170}>{L('auxDept')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => {
            const n = i + 1;
            const isDept = line.mappingType === 'department';
            return (
              <Table.Tr key={line.key} data-ht="mapping-line">
                <Table.Td>{n}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('typeOf', { n })}
                    data={types}
                    value={line.mappingType}
                    allowDeselect={false}
                    comboboxProps={combo}
                    onChange={(v) => setLine(i, withType(line, (v ?? 'revenue') as MappingType))}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={L('codeOf', { n })} maxLength={30} value={line.sourceCode} onChange={(e) => setLine(i, { ...line, sourceCode: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={L('nameOf', { n })} maxLength={100} value={line.sourceName} onChange={(e) => setLine(i, { ...line, sourceName: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('accountOf', { n })}
                    data={accounts}
                    value={line.accountCode || null}
                    disabled={isDept}
                    searchable
                    clearable
                    comboboxProps={combo}
                    onChange={(v) => setLine(i, { ...line, accountCode: v ?? '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('sideOf', { n })}
                    data={sides}
                    value={line.side || null}
                    disabled={isDept}
                    allowDeselect={false}
                    comboboxProps={combo}
                    onChange={(v) => setLine(i, { ...line, side: (v ?? '') as DraftMapping['side'] })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={L('deptOf', { n })}
                    data={depts}
                    value={line.auxDeptCode || null}
                    searchable
                    clearable
                    comboboxProps={combo}
                    onChange={(v) => setLine(i, { ...line, auxDeptCode: v ?? '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" tabIndex={-1} aria-label={L('removeLine', { n })} onClick={() => remove(i)}>
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
