/**
 * A card's history: where it was moved and by whom (transfers, oldest first) and, once
 * disposed of, the disposal's figures with its voucher. Read when opened.
 */
import { Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { AssetCardRow, AssetHistory } from '../../../server/contracts/asset';
import { textsUnder } from '../../lib/i18n';
import { formatFen } from '../../lib/money';
import { VoucherLink } from './VoucherLink';
import { namedText } from '../../ui/named-text';
import { useEndpoint } from '../../ui/use-endpoint';

const L = textsUnder('assets');

export function HistoryDialog({ card, onClose }: { card: AssetCardRow; onClose: () => void }) {
  useSignals();
  const history = useEndpoint(`/htservice/assets/card/${card.cardId}/history`, undefined, (r: { data: AssetHistory }) => r.data).data ?? null;
  const disposal = history?.disposal;
  return (
    <Modal opened onClose={onClose} title={namedText('assets.historyTitle', { code: card.assetCode })} size="xl" data-ht="asset-history">
      {!history ? (
        <Loader size="sm" aria-label={L('history')} />
      ) : (
        <Stack gap="md">
          <Title order={4}>{L('transfers')}</Title>
          {history.transfers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {L('noTransfers')}
            </Text>
          ) : (
            <Table striped aria-label={L('transfers')} data-ht="asset-transfers">
              <Table.Thead>
                <Table.Tr>
                  {(['transferDate', 'fromDept', 'toDeptId', 'custodianChange', 'remark', 'by'] as const).map((k) => (
                    <Table.Th key={k}>{L(k)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.transfers.map((r) => (
                  <Table.Tr key={r.transferId}>
                    <Table.Td>{r.transferDate}</Table.Td>
                    <Table.Td data-user-text>{r.fromDeptName}</Table.Td>
                    <Table.Td data-user-text>{r.toDeptName}</Table.Td>
                    <Table.Td data-user-text>{r.fromCustodian === r.toCustodian ? r.toCustodian : `${r.fromCustodian} → ${r.toCustodian}`}</Table.Td>
                    <Table.Td data-user-text>{r.remark}</Table.Td>
                    <Table.Td data-user-text>{r.userName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Title order={4}>{L('disposal')}</Title>
          {!disposal ? (
            <Text size="sm" c="dimmed">
              {L('notDisposed')}
            </Text>
          ) : (
            <Table aria-label={L('disposal')} data-ht="asset-disposal">
              <Table.Tbody>
                {(
                  [
                    ['disposalDate', disposal.disposalDate],
                    ['originalValue', formatFen(disposal.originalValue)],
                    ['accumulatedDepreciation', formatFen(disposal.accumulatedDepreciation)],
                    ['netValue', formatFen(disposal.netValue)],
                    ['proceeds', formatFen(disposal.proceeds)],
                    ['gain', formatFen(disposal.gain)],
                    [
                      'disposalVoucher',
                      <VoucherLink
                        key="v"
                        voucherId={disposal.voucherId}
                        voucherNumber={disposal.voucherNumber}
                        label={L('voucherOf', { no: disposal.voucherNumber ?? '' })}
                        hook="disposal-voucher"
                      />,
                    ],
                    [
                      'remark',
                      <span key="r" data-user-text>
                        {disposal.remark}
                      </span>,
                    ],
                    [
                      'by',
                      <span key="b" data-user-text>
                        {disposal.userName}
                      </span>,
                    ],
                  ] as const
                ).map(([k, v]) => (
                  <Table.Tr key={k}>
                    <Table.Th w={180}>{L(k)}</Table.Th>
                    <Table.Td>{v}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
