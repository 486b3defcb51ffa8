/**
 * The add/edit dialog of a department: parent (the tree, indented; never the department itself or one
 * below it), name, code, order, leader (a user of the organisation) and status. Checks the server's rules
 * before sending; a field the server names (422/409) is shown at that field. Enter moves to the next
 * input; unsaved changes mark the tab as editing.
 */
import { NumberInput, Radio, Group, Select, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { fieldNamedBy } from '../../lib/api';
import { t } from '../../lib/i18n';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import type { Dept, DeptLeaderOption } from '../../../server/contracts/dept';
import { indentedOption } from '../../ui/indented-option';
import { checkDeptDraft, deptText, parentOptions, type DeptDraft } from './dept-tree';

const L = deptText;

type Props = {
  title: string;
  initial: DeptDraft;
  /** The department being edited (undefined when adding). */
  editing?: Dept;
  depts: readonly Dept[];
  leaders: readonly DeptLeaderOption[];
  onDirtyChange(dirty: boolean): void;
  onCancel(): void;
  onSubmit(draft: DeptDraft): Promise<void>;
};

export function DeptForm({ title, initial, editing, depts, leaders, onDirtyChange, onCancel, onSubmit }: Props) {
  useSignals();
  const [draft, setDraft] = useState<DeptDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const firstError = useRevealFirstError();
  const change = <K extends keyof DeptDraft>(key: K, value: DeptDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
  };
  const parents = useMemo(() => parentOptions(depts, { editingId: editing?.deptId, topLabel: L('top'), keep: initial.parentId }), [depts, editing, initial.parentId]);
  const leaderOptions = useMemo(() => leaders.map((u) => ({ value: String(u.userId), label: `${u.nickName || u.userName}（${u.userName}）` })), [leaders]);
  const { busy, submit } = useDialogSubmit(
    async () => {
      const found = Object.fromEntries(Object.entries(checkDeptDraft(draft)).map(([field, key]) => [field, L(key)]));
      setErrors(found);
      if (Object.keys(found).length) return firstError.reveal();
      await onSubmit(draft);
    },
    (error) => {
      // A field the server names is shown there; the message itself was already shown by the request layer.
      const field = fieldNamedBy(error);
      if (field) {
        setErrors({ [field]: (error as Error).message });
        firstError.reveal();
      }
    },
  );

  return (
    <FormDialog onClose={onCancel} title={title} hook="crud-form" formRef={firstError.ref} onSubmit={submit} footer={<DialogButtons busy={busy} hook="crud-save" onCancel={onCancel} />}>
      <FormGrid>
        <Wide>
          <Select
            label={L('parent')}
            name="parentId"
            data={parents}
            renderOption={indentedOption}
            value={draft.parentId || null}
            error={errors.parentId}
            withAsterisk
            searchable
            allowDeselect={false}
            onChange={(v) => change('parentId', v ?? '')}
          />
        </Wide>
        <TextInput label={L('deptName')} name="deptName" value={draft.deptName} error={errors.deptName} withAsterisk maxLength={50} onChange={(e) => change('deptName', e.currentTarget.value)} />
        <TextInput label={L('deptCode')} name="deptCode" value={draft.deptCode} error={errors.deptCode} withAsterisk maxLength={30} onChange={(e) => change('deptCode', e.currentTarget.value)} />
        <NumberInput label={L('orderNum')} name="orderNum" value={draft.orderNum} min={0} max={9999} error={errors.orderNum} withAsterisk onChange={(v) => change('orderNum', v)} />
        <Select
          label={L('leader')}
          name="leaderUserId"
          data={leaderOptions}
          value={draft.leaderUserId}
          error={errors.leaderUserId}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('ui.dict.clear') }}
          placeholder={L('noLeader')}
          onChange={(v) => change('leaderUserId', v)}
        />
        <Radio.Group label={L('status')} name="status" value={draft.status} error={errors.status} onChange={(v) => change('status', v as '0' | '1')}>
          <Group gap="md" mt={4}>
            <Radio value="0" label={t('ui.choice.normal')} />
            <Radio value="1" label={t('ui.choice.disabled')} />
          </Group>
        </Radio.Group>
      </FormGrid>
    </FormDialog>
  );
}
