/** One operation-log entry in a dialog (GET /htservice/operlog/{id}): who, what, the request summary and the result. */
import { Badge, Button, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import type { OperLog } from '../../../server/contracts/monitor';
import { businessTypeOptions } from './operlog-resource';
import { label } from '../../ui/choice-options';
import { useCloseOnFailure } from '../../ui/use-close-on-failure';
import { useEndpoint } from '../../ui/use-endpoint';

const O = textsUnder('system.operlog');

/** The summary as the server stored it, indented when it is JSON (a cut one is shown as it is). */
function readable(summary: string): string {
  try {
    return JSON.stringify(JSON.parse(summary), null, 2);
  } catch {
    return summary;
  }
}

function Item({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {children || O('none')}
      </Text>
    </div>
  );
}

export function OperLogDetail({ operId, onClose }: { operId: number; onClose(): void }) {
  const answer = useEndpoint(`/htservice/operlog/${operId}`, undefined, (r: { data: OperLog }) => r.data);
  const entry = answer.data ?? null;
  useCloseOnFailure(answer.isError, onClose);
  const failed = entry?.status === '1';
  return (
    <Modal opened onClose={onClose} title={O('detailTitle')} size="xl" data-ht="operlog-detail">
      {entry && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Item name={O('module')}>{`${routeTitle(entry.title)} / ${label(businessTypeOptions())(String(entry.businessType))}`}</Item>
            <Item name={O('operName')}>{`${entry.operName} / ${entry.operIp}`}</Item>
            <Item name={O('orgName')}>{entry.orgName}</Item>
            <Item name={O('operTime')}>{entry.operTime}</Item>
            <Item name={O('operUrl')}>{`${entry.requestMethod} ${entry.operUrl}`}</Item>
            <Item name={O('method')}>{entry.method}</Item>
            <Item name={O('target')}>{entry.target}</Item>
            <Item name={O('perms')}>{entry.perms}</Item>
            <Item name={O('status')}>
              <Badge color={failed ? 'red' : 'green'} variant="light" component="span" tt="none">
                {O(failed ? 'failure' : 'success')} · {entry.httpStatus}
              </Badge>
            </Item>
            <Item name={O('costTime')}>{O('costMs', { ms: entry.costTime })}</Item>
          </SimpleGrid>
          {failed && <Item name={O('errorMsg')}>{entry.errorMsg}</Item>}
          <div>
            <Text size="xs" c="dimmed" id="operlog-param">
              {O('operParam')}
            </Text>
            <Code block aria-labelledby="operlog-param" data-ht="operlog-param" style={{ maxHeight: 280, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {entry.operParam ? readable(entry.operParam) : O('none')}
            </Code>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-ht="operlog-detail-close">
              {O('close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
