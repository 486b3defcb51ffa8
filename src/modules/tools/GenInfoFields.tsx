/** The basic and generation settings of /gen/edit: the table-level settings, each with its error from the checks or the server. */
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t, textsUnder } from '../../lib/i18n';
import { focusNextOnEnter } from '../../ui/focus-next';
import type { GenColumn, GenOptions, GenTable, TplCategory } from '../../../server/contracts/gen';

type Props = { info: GenTable; errors: Record<string, string>; onChange(patch: Partial<GenTable>): void };

const L = textsUnder('tools.gen');

function Field({
  name,
  info,
  errors,
  onChange,
  required = true,
  disabled,
}: Props & { name: 'tableName' | 'tableComment' | 'className' | 'author' | 'moduleName' | 'businessName' | 'functionName'; required?: boolean; disabled?: boolean }) {
  return (
    <TextInput
      label={L(name)}
      name={name}
      value={info[name]}
      error={errors[name]}
      withAsterisk={required && !disabled}
      disabled={disabled}
      onChange={(e) => onChange({ [name]: e.currentTarget.value })}
    />
  );
}

export function GenBasicFields(props: Props) {
  useSignals();
  const { info, errors, onChange } = props;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} onKeyDown={focusNextOnEnter}>
      <Field {...props} name="tableName" disabled />
      <Field {...props} name="tableComment" />
      <Field {...props} name="className" />
      <Field {...props} name="author" />
      <Textarea label={L('remark')} name="remark" value={info.remark} error={errors.remark} autosize minRows={2} onChange={(e) => onChange({ remark: e.currentTarget.value })} />
    </SimpleGrid>
  );
}

export function GenTemplateFields(props: Props & { columns: GenColumn[]; tables: GenTable[] }) {
  useSignals();
  const { info, errors, onChange, columns, tables } = props;
  const option = (key: keyof GenOptions, data: string[]) => (
    <NativeSelect
      label={L(key)}
      name={key}
      withAsterisk
      data={[{ value: '', label: t('ui.dict.placeholder') }, ...data.map((v) => ({ value: v, label: v }))]}
      value={info.options[key] ?? ''}
      error={errors[`options.${key}`]}
      onChange={(e) => onChange({ options: { ...info.options, [key]: e.currentTarget.value || undefined } })}
    />
  );
  const names = columns.map((c) => c.columnName);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} onKeyDown={focusNextOnEnter}>
      <NativeSelect
        label={L('tplCategory')}
        name="tplCategory"
        data={(['crud', 'tree', 'sub'] as TplCategory[]).map((v) => ({ value: v, label: L(`tpl.${v}`) }))}
        value={info.tplCategory}
        onChange={(e) => onChange({ tplCategory: e.currentTarget.value as TplCategory })}
      />
      <Field {...props} name="moduleName" />
      <Field {...props} name="businessName" />
      <Field {...props} name="functionName" />
      {info.tplCategory === 'tree' && (
        <>
          {option('treeCode', names)}
          {option('treeParentCode', names)}
          {option('treeName', names)}
        </>
      )}
      {info.tplCategory === 'sub' && (
        <>
          {option(
            'subTableName',
            tables.filter((tb) => tb.tableId !== info.tableId).map((tb) => tb.tableName),
          )}
          <TextInput
            label={L('subTableFkName')}
            name="subTableFkName"
            withAsterisk
            value={info.options.subTableFkName ?? ''}
            error={errors['options.subTableFkName']}
            onChange={(e) => onChange({ options: { ...info.options, subTableFkName: e.currentTarget.value || undefined } })}
          />
        </>
      )}
    </SimpleGrid>
  );
}
