/**
 * The detail page's licences and initialisation: the modules the organisation holds, and for users
 * with initplat:org:init the modules it could be licensed for and the initData button (default
 * parameters, this year's periods, the chosen licences; running it again adds nothing).
 */
import { Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { api } from '../../lib/api';
import { textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { useHasPermi } from '../../ui/Permission';
import { useEndpoint } from '../../ui/use-endpoint';
import type { InitDataResult, OrgLicence, SysOrg, UnlicensedModule } from '../../../server/contracts/org';

const L = textsUnder('system.orgDetail');
const NO_MODULES: UnlicensedModule[] = [];

export function OrgInitPanel({ org, licences, onInitialised }: { org: SysOrg; licences: OrgLicence[]; onInitialised: () => void }) {
  useSignals();
  const canInit = useHasPermi(['initplat:org:init']);
  const unlicensed = useEndpoint('/htservice/org/selectNullSysOrgModule', { orgCode: org.orgCode }, (r: { data: UnlicensedModule[] }) => r.data, { enabled: canInit });
  const modules = unlicensed.data ?? NO_MODULES;
  const [chosen, setChosen] = useState<string[]>([]);

  const init = async () => {
    const reply = await api.get<{ data: InitDataResult }>('/htservice/org/initData/', { orgId: org.orgId, moduleIds: chosen.join(',') || undefined }).catch(() => null);
    if (!reply) return;
    const { paras, accounts, periodsCreated, licences: added } = reply.data;
    const nothing = paras.length + accounts.length + periodsCreated + added.length === 0;
    notifications.show({ color: 'green', message: nothing ? L('initNothing') : L('initDone', { paras: paras.length, accounts: accounts.length, periods: periodsCreated, licences: added.length }) });
    setChosen([]);
    // initData is a GET (the product's path), so no write tells the layer: the modules just licensed are no longer offered.
    void unlicensed.refetch();
    onInitialised();
  };

  return (
    <Stack gap="xs" data-ht="org-licences">
      <Title order={2} size="h4">
        {L('licences')}
      </Title>
      {licences.length === 0 ? (
        <Text c="dimmed" size="sm">
          {L('noLicences')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={L('licences')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L('moduleName')}</Table.Th>
              <Table.Th>{L('seats')}</Table.Th>
              <Table.Th>{L('expiresOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licences.map((l) => (
              <Table.Tr key={l.moduleId} data-ht="licence-row" data-module-id={l.moduleId}>
                <Table.Td>{routeTitle(l.moduleName)}</Table.Td>
                <Table.Td>{l.seats}</Table.Td>
                {/* A date never breaks over two lines, not even on a phone. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.expiresOn ?? L('noExpiry')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canInit && (
        <Group align="flex-end">
          {modules.length > 0 && (
            <Checkbox.Group label={L('initModules')} value={chosen} onChange={setChosen}>
              <Group gap="sm" mt={4}>
                {modules.map((m) => (
                  <Checkbox key={m.moduleId} value={String(m.moduleId)} label={routeTitle(m.moduleName)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <Button variant="light" onClick={() => void init()} data-ht="org-init">
            {L('init')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
