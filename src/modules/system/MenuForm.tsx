/**
 * The add/edit dialog of a menu: module, parent (a tree picker of the menus that may hold this type),
 * type, and the fields that type keeps (a page: path and component; a link: its address; a button:
 * its permission). Checks the server's rules before sending; a field the server names (422) is shown
 * at that field. Enter moves to the next input; unsaved changes mark the tab as editing.
 */
import { Group, NumberInput, Radio, Select, Text, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type ReactNode } from 'react';
import { fieldNamedBy } from '../../lib/api';
import { t, type KeysUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { DialogButtons } from '../../ui/crud/DialogButtons';
import { useDialogSubmit } from '../../ui/use-dialog-submit';
import { useRevealFirstError } from '../../ui/first-error';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, Wide } from '../../ui/FormGrid';
import type { MenuType, SysMenu } from '../../../server/contracts/menu-manage';
import { indentedOption } from '../../ui/indented-option';
import { RouteIcon } from '../../ui/route-icons';
import { checkDraft, menuText, parentOptions, shownFields, type MenuDraft, type ModuleInfo } from './menu-tree';

const L = menuText;

type Props = {
  title: string;
  initial: MenuDraft;
  /** The menu being edited (undefined when adding). */
  editing?: SysMenu;
  menus: readonly SysMenu[];
  modules: readonly ModuleInfo[];
  /** Adding as the platform administrator: may choose a shared menu. */
  mayShare: boolean;
  onDirtyChange(dirty: boolean): void;
  onCancel(): void;
  onSubmit(draft: MenuDraft, shared: boolean): Promise<void>;
};

function Choice({ label, name, value, options, onChange }: { label: string; name: string; value: string; options: Array<[string, string]>; onChange(v: string): void }) {
  return (
    <Radio.Group label={label} name={name} value={value} onChange={onChange}>
      <Group gap="md" mt={4}>
        {options.map(([v, text]) => (
          <Radio key={v} value={v} label={text} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function MenuForm({ title, initial, editing, menus, modules, mayShare, onDirtyChange, onCancel, onSubmit }: Props) {
  useSignals();
  const [draft, setDraft] = useState<MenuDraft>(initial);
  const [shared, setShared] = useState(editing ? editing.orgCode === null : false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const firstError = useRevealFirstError();
  const shown = shownFields(draft);
  const change = <K extends keyof MenuDraft>(key: K, value: MenuDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    onDirtyChange(true);
  };
  const parents = useMemo(
    () => (draft.moduleId ? parentOptions(menus, { moduleId: Number(draft.moduleId), menuType: draft.menuType, shared, editingId: editing?.menuId, topLabel: L('top') }) : []),
    [menus, draft.moduleId, draft.menuType, shared, editing],
  );
  const { busy, submit } = useDialogSubmit(
    async () => {
      const found = Object.fromEntries(Object.entries(checkDraft(draft)).map(([field, key]) => [field, L(key)]));
      setErrors(found);
      if (Object.keys(found).length) return firstError.reveal();
      await onSubmit(draft, shared);
    },
    (error) => {
      // A field the server names (422/409) is shown there; the message itself was already shown.
      const field = fieldNamedBy(error);
      if (field) {
        setErrors({ [field]: (error as Error).message });
        firstError.reveal();
      }
    },
  );
  const text = (key: keyof MenuDraft & KeysUnder<'system.menu'>, extra: { required?: boolean; maxLength?: number; leftSection?: ReactNode } = {}): ReactNode => (
    <TextInput
      label={L(key)}
      name={key}
      value={String(draft[key])}
      error={errors[key]}
      withAsterisk={extra.required}
      maxLength={extra.maxLength}
      leftSection={extra.leftSection}
      onChange={(e) => change(key, e.currentTarget.value as never)}
    />
  );

  return (
    <FormDialog onClose={onCancel} title={title} hook="crud-form" formRef={firstError.ref} onSubmit={submit} footer={<DialogButtons busy={busy} hook="crud-save" onCancel={onCancel} />}>
      <FormGrid>
        <Select
          label={L('module')}
          name="moduleId"
          data={modules.map((m) => ({ value: String(m.moduleId), label: routeTitle(m.moduleName) }))}
          value={draft.moduleId || null}
          error={errors.moduleId}
          withAsterisk
          allowDeselect={false}
          onChange={(v) => (change('moduleId', v ?? ''), change('parentId', '0'))}
        />
        <Choice
          label={L('menuType')}
          name="menuType"
          value={draft.menuType}
          options={[
            ['M', L('typeM')],
            ['C', L('typeC')],
            ['F', L('typeF')],
          ]}
          onChange={(v) => change('menuType', v as MenuType)}
        />
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
        {mayShare && !editing && (
          <Wide>
            <Choice
              label={L('scope')}
              name="scope"
              value={shared ? 'shared' : 'own'}
              options={[
                ['own', L('own')],
                ['shared', L('sharedHint')],
              ]}
              onChange={(v) => (setShared(v === 'shared'), onDirtyChange(true))}
            />
          </Wide>
        )}
        {editing && (
          <Wide>
            <Text size="sm" c="dimmed">
              {L('scope')}: {editing.orgCode ?? L('sharedHint')}
            </Text>
          </Wide>
        )}
        {text('menuName', { required: true, maxLength: 50 })}
        <NumberInput label={L('orderNum')} name="orderNum" value={draft.orderNum} min={0} max={9999} error={errors.orderNum} withAsterisk onChange={(v) => change('orderNum', v)} />
        {draft.menuType !== 'F' && text('icon', { maxLength: 100, leftSection: <RouteIcon name={draft.icon} group={draft.menuType === 'M'} /> })}
        {shown.isFrame && (
          <Choice
            label={L('isFrame')}
            name="isFrame"
            value={draft.isFrame}
            options={[
              ['0', L('yes')],
              ['1', L('no')],
            ]}
            onChange={(v) => change('isFrame', v as '0' | '1')}
          />
        )}
        {shown.path && text('path', { required: true, maxLength: 200 })}
        {shown.component && text('component', { required: true, maxLength: 255 })}
        {shown.perms && text('perms', { maxLength: 100 })}
        {shown.query && text('query', { maxLength: 255 })}
        {shown.isCache && (
          <Choice
            label={L('isCache')}
            name="isCache"
            value={draft.isCache}
            options={[
              ['0', L('cache')],
              ['1', L('noCache')],
            ]}
            onChange={(v) => change('isCache', v as '0' | '1')}
          />
        )}
        {shown.visible && (
          <Choice
            label={L('visible')}
            name="visible"
            value={draft.visible}
            options={[
              ['0', L('show')],
              ['1', L('hide')],
            ]}
            onChange={(v) => change('visible', v as '0' | '1')}
          />
        )}
        <Choice
          label={L('status')}
          name="status"
          value={draft.status}
          options={[
            ['0', t('ui.choice.normal')],
            ['1', t('ui.choice.disabled')],
          ]}
          onChange={(v) => change('status', v as '0' | '1')}
        />
      </FormGrid>
    </FormDialog>
  );
}
