/**
 * Registration and licence (/htservice/account): an organisation's registration. Its account code and server licence
 * (what the customer-service widget sends as accountcode/serverlicense) and its licensed modules with
 * seats, seats in use and last day. A hotel's administrator reads their own organisation; the platform
 * administrator chooses any (kept in the address as ?orgId=…). Licences are changed on the module page,
 * linked for those who may change them.
 */
import { Alert, Anchor, Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
// wouter's navigate itself, not useLocation's: that would render the page again on every navigation (a tab switch).
import { navigate } from 'wouter/use-browser-location';
import { textsUnder } from '../../lib/i18n';
import { routeTitle } from '../../lib/stored-texts';
import { organisation } from '../../state/session.model';
import { useHasPermi, useHasRole } from '../../ui/Permission';
import type { TableReply } from '../../../server/contracts/common';
import type { SysOrgRow } from '../../../server/contracts/org';
import type { LicenceState, OrgRegistration } from '../../../server/contracts/org-registration';
import { DetailField } from './DetailField';
import { usePageQuery } from '../../ui/use-page-query';
import { useEndpoint } from '../../ui/use-endpoint';

const L = textsUnder('system.account');
const MODULE_PAGE = '/htservice/module';
const STATE_COLOR: Record<LicenceState, string> = { valid: 'green', expiring: 'orange', expired: 'red' };
const NO_CHOICES: { value: string; label: string }[] = [];
const orgChoices = (reply: TableReply<SysOrgRow>) => reply.rows.map((o) => ({ value: String(o.orgId), label: `${o.orgCode} ${o.orgName}` }));

function OrgChooser({ value, onChange }: { value: string; onChange(orgId: string): void }) {
  const orgs = useEndpoint('/htservice/org/list', { pageSize: 1000 }, orgChoices).data ?? NO_CHOICES;
  return <Select label={L('org')} placeholder={L('chooseOrg')} data={orgs} value={value} onChange={(v) => v && onChange(v)} allowDeselect={false} searchable w={320} data-ht="account-org" />;
}

function Modules({ reg }: { reg: OrgRegistration }) {
  if (reg.modules.length === 0) return <Text c="dimmed">{L('noModules')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-ht="account-modules" aria-label={L('modules')}>
        <Table.Thead>
          <Table.Tr>
            {(['moduleName', 'seats', 'used', 'expiresOn', 'daysLeft', 'state'] as const).map((k) => (
              <Table.Th key={k}>{L(k)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reg.modules.map((m) => (
            <Table.Tr key={m.moduleId} data-module-id={m.moduleId}>
              <Table.Td>{routeTitle(m.moduleName)}</Table.Td>
              <Table.Td>{m.seats}</Table.Td>
              <Table.Td>{m.used}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.expiresOn ?? L('noEnd')}</Table.Td>
              <Table.Td>{m.daysLeft ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATE_COLOR[m.state]}>
                  {L(m.state)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AccountPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const platform = useHasRole(['admin']);
  // The server asks for both to change a licence: the permission and the platform administrator role.
  const mayChange = useHasPermi(['system:module:licence']) && platform;
  const asked = usePageQuery(path, 'orgId');
  const orgId = (platform && asked && /^\d+$/.test(asked) ? asked : null) ?? String(organisation.value?.id ?? '');
  // Another organisation's registration replaces the one shown once it is read.
  const answer = useEndpoint('/htservice/org/registration', { orgId }, (r: { data: OrgRegistration }) => r.data, { enabled: Boolean(orgId), keepShown: true });
  // undefined while it loads, null when it cannot be read.
  const reg = answer.isError ? null : answer.data;

  return (
    <Stack maw={1000} data-ht="account" data-org-id={reg?.orgId}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h3">
          {L('title')}
        </Title>
        {mayChange && (
          <Anchor component={Link} href={MODULE_PAGE} data-ht="account-manage">
            {L('manage')}
          </Anchor>
        )}
      </Group>
      {platform && <OrgChooser value={orgId} onChange={(id) => navigate(`${path}?orgId=${id}`, { replace: true })} />}
      {reg === null && <Alert color="red" title={L('notFound')} />}
      {reg && (
        <>
          <Paper withBorder p="lg">
            <Title order={2} size="h5" mb="sm">
              {L('registration')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DetailField label={L('orgCode')}>{reg.orgCode}</DetailField>
              <DetailField label={L('orgName')}>{reg.orgName}</DetailField>
              <DetailField label={L('accountCode')}>
                <Text span ff="monospace" data-ht="account-code">
                  {reg.accountCode}
                </Text>
              </DetailField>
              <DetailField label={L('serverLicense')}>
                <Text span ff="monospace" data-ht="server-license">
                  {reg.serverLicense}
                </Text>
              </DetailField>
            </SimpleGrid>
            <Text size="sm" c="dimmed" mt="sm">
              {L('supportHint')}
            </Text>
          </Paper>
          <Paper withBorder p="lg">
            <Title order={2} size="h5" mb="sm">
              {L('modules')}
            </Title>
            <Modules reg={reg} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
