/**
 * Approval definitions: create and edit their meta (category, key, names), enable / disable, open the
 * flow designer and the form editor on the draft, publish the draft as the next immutable version, and
 * list the published versions.
 */
import { Modal, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState } from 'react';
import { t, textsUnder } from '../../lib/i18n';
import { CrudPage } from '../../ui/crud/CrudPage';
import type { FieldOption } from '../../ui/crud/crud-types';
import { useHasPermi } from '../../ui/Permission';
import type { ApprovalCategory, ApprovalDefinition, ApprovalVersionInfo } from '../../../server/contracts/approval';
import { useEndpoint } from '../../ui/use-endpoint';
import { PAGE_SIZE_ALL } from '../../../shared/wire-constants';
import { approvalCalls, DICT_BASE, versionsUrl } from './calls';
import { approvalName, categoryName } from './names';
import { openDesigner, openFormEditor } from './nav';
import { APPROVAL_PERMS, definitionResource } from './resources';
import { actionLabel } from '../../ui/action-label';

const L = textsUnder('approvals.definition');
const NO_CATEGORIES: ApprovalCategory[] = [];
const NO_VERSIONS: ApprovalVersionInfo[] = [];

/** Publishes the draft as the next version, once confirmed. */
const publish = (row: ApprovalDefinition, reload: () => void) =>
  modals.openConfirmModal({
    title: L('publishOf', { name: approvalName(row.name, row.nameEn) }),
    children: <Text size="sm">{L('publishConfirm', { name: approvalName(row.name, row.nameEn), version: row.draftVersion })}</Text>,
    labels: { confirm: L('publish'), cancel: t('approvals.common.cancel') },
    onConfirm: () =>
      void approvalCalls.publish(row.definitionId, row.draftVersion).then(
        (v) => {
          notifications.show({ message: L('published', { version: v.versionNo }), color: 'green' });
          reload();
        },
        () => undefined,
      ),
  });

/** Enables a disabled definition, disables an enabled one. */
const setStatus = (row: ApprovalDefinition, reload: () => void) => void approvalCalls.setStatus(row, row.status === '0' ? '1' : '0').then(reload, () => undefined);

export function DefinitionPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  // A category written on its page is a write to its resource: the server-state layer reads them again.
  const categories = useEndpoint(`${DICT_BASE}/list`, { pageNum: 1, pageSize: PAGE_SIZE_ALL }, (r: { rows: ApprovalCategory[] }) => r.rows).data ?? NO_CATEGORIES;
  const [versionsOf, setVersionsOf] = useState<ApprovalDefinition | null>(null);
  const canEdit = useHasPermi([APPROVAL_PERMS.definition.edit]);

  // Labelled when drawn: a built-in category's name is in the UI language (names.ts).
  const categoryOptions = useMemo(() => (): FieldOption[] => categories.map((c) => ({ value: String(c.categoryId), label: categoryName(c) })), [categories]);

  const resource = useMemo(
    () =>
      definitionResource(categoryOptions, (row, reload) => {
        const name = approvalName(row.name, row.nameEn);
        return [
          canEdit && { label: L('design'), name: actionLabel(L('design'), name), onClick: () => openDesigner(row.definitionId) },
          canEdit && { label: L('form'), name: actionLabel(L('form'), name), onClick: () => openFormEditor(row.definitionId) },
          canEdit && { label: L('publish'), name: L('publishOf', { name }), onClick: () => publish(row, reload) },
          canEdit && { label: L(row.status === '0' ? 'disable' : 'enable'), name: L(row.status === '0' ? 'disableOf' : 'enableOf', { name }), onClick: () => setStatus(row, reload) },
          { label: L('versions'), name: L('versionsOf', { name }), onClick: () => setVersionsOf(row) },
        ];
      }),
    [categoryOptions, canEdit],
  );
  return (
    <>
      <CrudPage resource={resource} pageId={String(menuId)} />
      <VersionsDialog definition={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}

function VersionsDialog({ definition, onClose }: { definition: ApprovalDefinition | null; onClose(): void }) {
  const answer = useEndpoint(versionsUrl(definition?.definitionId ?? 0), undefined, (r: { data: ApprovalVersionInfo[] }) => r.data, { enabled: definition !== null });
  const versions = !definition ? null : answer.isError ? NO_VERSIONS : (answer.data ?? null);
  return (
    <Modal opened={definition !== null} onClose={onClose} title={definition ? L('versionsOf', { name: approvalName(definition.name, definition.nameEn) }) : ''}>
      {versions && versions.length === 0 && <Text size="sm">{L('noVersions')}</Text>}
      {versions && versions.length > 0 && (
        <Table aria-label={definition ? L('versionsOf', { name: approvalName(definition.name, definition.nameEn) }) : undefined} data-ht="versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L('versionNo')}</Table.Th>
              <Table.Th>{L('publishTime')}</Table.Th>
              <Table.Th>{L('publishBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.versionNo}>
                <Table.Td>{v.versionNo}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{v.publishTime}</Table.Td>
                <Table.Td>{v.publishBy}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
