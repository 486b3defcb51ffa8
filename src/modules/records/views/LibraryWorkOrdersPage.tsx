/**
 * Contract-library work orders: the work orders that name a contract of the contract library, each with its contract
 * (GET /htservice/crm/libraryWorkOrders/list), as a read-only list page: filters, sort, paging and
 * column settings from CrudPage. The work orders themselves are edited on their own lists.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import type { LibraryWorkOrderRow } from '../../../../server/contracts/crm-views';
import type { RecordMeta } from '../../../../server/contracts/records';
import { keysUnder, locale } from '../../../lib/i18n';
import { CrudPage } from '../../../ui/crud/CrudPage';
import type { CrudResource } from '../../../ui/crud/crud-types';
import { display, optionsOf } from '../resource';
import { formatFen } from '../../../lib/money';
import { useMeta } from './use-record';
import { useEndpoint } from '../../../ui/use-endpoint';

type Row = LibraryWorkOrderRow & Record<string, unknown>;

const K = keysUnder('records.view');

export function LibraryWorkOrdersPage({ menuId }: { path: string; menuId: number }) {
  useSignals();
  const order = useMeta('workOrder');
  // Raw: without the contracts' metadata (not readable here) the work orders' own describes the shared fields.
  const contractMeta = useEndpoint('/htservice/records/meta/contract', undefined, (r: { data: RecordMeta }) => r.data, { raw: true });
  const contract = contractMeta.isError ? order : (contractMeta.data ?? null);
  const metas = useMemo(() => (order && contract ? { order, contract } : null), [order, contract]);
  const resource = useMemo<CrudResource<Row> | null>(() => {
    if (!metas) return null;
    const { order, contract } = metas;
    const field = (meta: RecordMeta, key: string) => meta.fields.find((f) => f.key === key);
    const show = (meta: RecordMeta, key: string, value: unknown) => {
      const f = field(meta, key);
      return f ? display(meta, f, value, locale.value) : String(value ?? '');
    };
    const options = (meta: RecordMeta, key: string) => () => (field(meta, key) ? optionsOf(meta, field(meta, key)!, locale.value) : []);
    return {
      tableId: 'records-contract-library',
      title: K('libraryTitle'),
      idField: 'recordId',
      base: '/htservice/crm/libraryWorkOrders',
      columns: [
        { key: 'orderNo', label: K('orderNo'), prop: 'orderNo', width: 140, sortable: true, fixed: 'left' },
        { key: 'contractNo', label: K('contractNo'), prop: 'contractNo', width: 130, sortable: true },
        { key: 'contractName', label: K('contractName'), prop: 'contractName', width: 220 },
        { key: 'contractType', label: K('contractType'), width: 110, render: (r) => show(contract, 'contractType', r.contractType) },
        { key: 'contractStatus', label: K('contractStatus'), width: 100, render: (r) => (r.contractStatus ? show(contract, 'status', r.contractStatus) : '') },
        { key: 'contractAmount', label: K('contractAmountCol'), width: 130, align: 'right', render: (r) => formatFen(r.contractAmount) },
        { key: 'customerName', label: K('customer'), prop: 'customerName', width: 170 },
        { key: 'orderType', label: K('orderType'), width: 120, render: (r) => show(order, 'orderType', r.orderType) },
        { key: 'subject', label: K('subject'), prop: 'subject', width: 200 },
        { key: 'status', label: K('status'), width: 90, render: (r) => show(order, 'status', r.status) },
        { key: 'assignee', label: K('assignee'), width: 100, render: (r) => show(order, 'assignee', r.assignee) },
        { key: 'acceptDate', label: K('acceptDate'), prop: 'acceptDate', width: 110, sortable: true },
      ],
      filters: [
        { key: 'contractNo', label: K('contractNo'), type: 'text' },
        { key: 'customerName', label: K('customer'), type: 'text' },
        { key: 'orderType', label: K('orderType'), type: 'select', options: options(order, 'orderType') },
        { key: 'status', label: K('status'), type: 'select', options: options(order, 'status') },
      ],
      fields: [],
      permissions: {},
    };
  }, [metas]);
  if (!resource) return null;
  return <CrudPage resource={resource} pageId={String(menuId)} />;
}
