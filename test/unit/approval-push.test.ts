/**
 * An approval decided elsewhere reaches this shell as the notice socket's `approval` frame
 * (src/state/notices.model.ts): it becomes the bus's `approval:changed`, so every approval query (the
 * status page, the centre's lists, "initiated by me") is invalidated and refetched where shown, and
 * nothing else is.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connectServerState, createShellQueryClient } from '../../src/app/server-state';
import { onNoticeFrame } from '../../src/state/notices.model';
import { endpointKey } from '../../src/ui/server-query';

test('an approval frame invalidates the approval queries and nothing else', () => {
  const client = createShellQueryClient();
  const disconnect = connectServerState(client);
  const keys = [
    endpointKey('/htservice/approvalCenter/status/7'),
    endpointKey('/htservice/approvalCenter/pendingList', { pageNum: 1, pageSize: 10 }),
    endpointKey('/htservice/approvalInitiated/mine'),
    endpointKey('/htservice/user/list'),
  ];
  for (const key of keys) client.setQueryData(key, { code: 200, msg: 'ok' });
  onNoticeFrame({ type: 'approval', instanceId: 7 });
  assert.equal(
    keys.map((key) => client.getQueryState(key)?.isInvalidated),
    [true, true, true, false],
  );
  disconnect();
  client.clear();
});

test.run();
