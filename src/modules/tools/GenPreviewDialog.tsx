/** The preview dialog of the code generator: one tab per generated file (named by its folder and name), its path and its text. */
import { Code, Modal, ScrollArea, Tabs, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../lib/i18n';
import type { GenPreview, GenTable } from '../../../server/contracts/gen';
import { namedText } from '../../ui/named-text';
import { useCloseOnFailure } from '../../ui/use-close-on-failure';
import { useEndpoint } from '../../ui/use-endpoint';

export function GenPreviewDialog({ table, onClose }: { table: GenTable; onClose(): void }) {
  useSignals();
  // Generated from the table's stored settings: saving them (a write to /htservice/gen) makes it generate again.
  const answer = useEndpoint(`/htservice/gen/preview/${table.tableId}`, undefined, (r: { data: GenPreview }) => r.data);
  const files = answer.data ?? null;
  useCloseOnFailure(answer.isError, onClose);
  const paths = Object.keys(files ?? {});
  return (
    <Modal opened onClose={onClose} title={namedText('tools.gen.previewTitle', { name: table.tableName })} size="90%" data-ht="gen-preview">
      {files && (
        <Tabs defaultValue={paths[0]} keepMounted={false}>
          <Tabs.List aria-label={t('tools.gen.files')}>
            {paths.map((path) => (
              <Tabs.Tab key={path} value={path} title={path}>
                {path.split('/').slice(-2).join('/')}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {paths.map((path) => (
            <Tabs.Panel key={path} value={path} pt="xs">
              <Text size="xs" c="dimmed" mb={4}>
                {path}
              </Text>
              <ScrollArea.Autosize mah="65vh">
                <Code block data-ht="gen-preview-code" data-path={path}>
                  {files[path]}
                </Code>
              </ScrollArea.Autosize>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
