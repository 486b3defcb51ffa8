/**
 * The initial configuration page (/pppp/config?orgId=…): what an organisation starts with from the group's template. Its
 * default parameters (missing, at the default, or changed, with both values), and how far the standard
 * accounts, this year's periods and its licences are in place. With initplat:org:init, "initialise organisation" adds what
 * is missing (the existing initData call; it never overwrites a value). Reached from the organisation-initialisation list's rows.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { useHasPermi } from '../../ui/Permission';
import type { InitConfig, InitParaState } from '../../../server/contracts/init-config';
import type { InitDataResult } from '../../../server/contracts/org';
import { DetailField } from './DetailField';
import { DetailMissing } from './DetailMissing';
import { INITPLAT_PATHS } from './initplat-paths';
import { orgDetailHref, orgParaName, orgParaRemark } from './org-resources';
import { paraValueText } from './para-choices';
import { usePageQuery } from '../../ui/use-page-query';
import { useEndpoint } from '../../ui/use-endpoint';

const L = textsUnder('system.initplat');
const STATE_COLOR: Record<InitParaState, string> = { missing: 'orange', default: 'blue', changed: 'grape' };

export function InitConfigPage({ path }: { path: string; menuId: number }) {
  useSignals();
  const orgId = usePageQuery(path, 'orgId');
  const canInit = useHasPermi(['initplat:org:init']);
  const [busy, setBusy] = useState(false);
  const valid = Boolean(orgId && /^\d+$/.test(orgId));
  const answer = useEndpoint('/htservice/org/initConfig', { orgId: orgId ?? undefined }, (r: { data: InitConfig }) => r.data, { enabled: valid });
  // undefined while it loads, null when there is no such organisation (an id that is not one, or refused).
  const config = !valid || answer.isError ? null : answer.data;

  const back = (
    <Anchor component={Link} href={INITPLAT_PATHS.orgList}>
      {L('configBack')}
    </Anchor>
  );
  if (!orgId) return <DetailMissing title={L('config')} what={t('system.detail.orgId')} listPath={INITPLAT_PATHS.orgList} listLabel={L('configBack')} />;
  if (config === undefined) return null;
  if (config === null)
    return (
      <Alert color="red" title={L('configNotFound')}>
        {back}
      </Alert>
    );
  const { org, paras, accounts, periods } = config;
  const held = paras.filter((p) => p.state !== 'missing').length;

  const init = async () => {
    setBusy(true);
    const reply = await api.get<{ data: InitDataResult }>('/htservice/org/initData/', { orgId: org.orgId }).catch(() => null);
    setBusy(false);
    if (!reply) return;
    const { paras: added, accounts: accountsAdded, periodsCreated } = reply.data;
    const nothing = added.length + accountsAdded.length + periodsCreated === 0;
    notifications.show({ color: 'green', message: nothing ? L('initNothing') : L('initDone', { paras: added.length, accounts: accountsAdded.length, periods: periodsCreated }) });
    // initData is a GET (the product's path), so no write tells the layer: what it added is read again here.
    await answer.refetch();
  };

  return (
    <Stack maw={1100} data-ht="init-config" data-org-id={org.orgId}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {L('config')} ·{' '}
          <span data-user-text>
            {org.orgCode} {org.orgName}
          </span>
        </Title>
        <Group gap="md">
          <Anchor component={Link} href={orgDetailHref(org.orgId, 'initplat')}>
            {L('orgDetail')}
          </Anchor>
          {back}
        </Group>
      </Group>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5">
            {L('summary')}
          </Title>
          {canInit && (
            <Button size="xs" variant="light" loading={busy} onClick={() => void init()} data-ht="init-config-init">
              {L('init')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <DetailField label={L('paras')}>
            {L('parasHeld', { held, total: paras.length })}
            {config.ownParas > 0 && ` · ${L('ownParas', { n: config.ownParas })}`}
          </DetailField>
          <DetailField label={L('accounts')}>{L('accountsHeld', { held: accounts.held, total: accounts.template })}</DetailField>
          <DetailField label={L('periods')}>{L('periodsHeld', { year: periods.year, count: periods.count })}</DetailField>
          <DetailField label={L('licences')}>{L('licencesHeld', { count: config.licences })}</DetailField>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h5" mb="sm">
          {L('paraTable')}
        </Title>
        <Table.ScrollContainer minWidth={760}>
          <Table data-ht="init-config-paras" aria-label={L('paraTable')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {(['paraName', 'paraKey', 'defaultValue', 'value', 'state', 'remark'] as const).map((k) => (
                  <Table.Th key={k} style={k === 'remark' ? undefined : { whiteSpace: 'nowrap' }}>
                    {L(k)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {paras.map((p) => (
                <Table.Tr key={p.paraKey} data-para-key={p.paraKey} data-state={p.state}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{orgParaName(p)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {p.paraKey}
                    </Text>
                  </Table.Td>
                  <Table.Td>{paraValueText(p.paraKey, p.defaultValue, p.choices) || '—'}</Table.Td>
                  <Table.Td>{paraValueText(p.paraKey, p.value, p.choices) || '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge variant="light" color={STATE_COLOR[p.state]} style={{ overflow: 'visible' }} miw="max-content">
                      {L(p.state)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {orgParaRemark(p)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
