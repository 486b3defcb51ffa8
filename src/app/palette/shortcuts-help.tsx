/** The '?' cheat sheet: every keyboard shortcut of the shell, in the current language. */
import { Kbd, Table } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t, type TextKey } from '../../lib/i18n';

const SHORTCUTS: [string, TextKey][] = [
  ['Ctrl / ⌘ + K', 'keys.palette'],
  ['Ctrl + Alt + 1…9', 'keys.switchTab'],
  ['Ctrl + Alt + W', 'keys.closeTab'],
  ['Alt + S', 'keys.sidebar'],
  ['Alt + M', 'keys.main'],
  ['?', 'keys.help'],
];

export function showShortcuts(): void {
  modals.open({
    title: t('keys.title'),
    'data-ht': 'shortcuts',
    children: (
      <Table>
        <Table.Tbody>
          {SHORTCUTS.map(([keys, label]) => (
            <Table.Tr key={keys}>
              <Table.Td>
                <Kbd>{keys}</Kbd>
              </Table.Td>
              <Table.Td>{t(label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ),
  } as Parameters<typeof modals.open>[0]);
}
