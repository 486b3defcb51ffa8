/**
 * The organisation detail page (/htservice/org?orgId=… in the main shell, the fixed route
 * /initplat/org/detail?orgId=… in the initialisation platform): the organisation with
 * the period of the login date, its licences and initialisation, and its accounting periods by year.
 * Another hotel's organisation is refused by the server (403), shown as the catalogue's message.
 */
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../lib/api';
import { t, textsUnder } from '../../lib/i18n';
import { loginDate } from '../../state/session.model';
import { pathOfComponent } from '../../state/routes.model';
import { endpointKey, useServerQuery } from '../../ui/server-query';
import type { OrgDetail } from '../../../server/contracts/org';
import { DetailMissing } from './DetailMissing';
import { INITPLAT_PATHS } from './initplat-paths';
import { OrgInitPanel } from './OrgInitPanel';
import { PeriodEditor } from './PeriodEditor';
import { PageHeader } from '../../ui/PageHeader';

const L = textsUnder('system.orgDetail');
const GET_ORG = '/htservice/org/getOrg';
/** The main shell's organisation list, by its server component key. */
const ORG_LIST = 'system/org/index';

export function OrgDetailPage() {
  useSignals();
  const orgId = Number(new URLSearchParams(useSearch()).get('orgId'));
  const date = loginDate.value;
  const query = { orgId, loginDate: date };
  const found = useServerQuery({
    queryKey: endpointKey(GET_ORG, query),
    queryFn: ({ signal }) => api.get<{ data: OrgDetail }>(GET_ORG, query, { signal }).then((r) => r.data),
    enabled: orgId > 0,
  });
  const detail = found.isError ? null : found.data;
  // initData may create this year's periods: the period editor then starts again.
  const [generation, setGeneration] = useState(0);

  // Opened without its organisation: what is missing and the way to the list of this area, like every detail page.
  if (!(orgId > 0)) {
    const listPath = location.pathname.startsWith('/initplat') ? INITPLAT_PATHS.orgList : (pathOfComponent(ORG_LIST) ?? '/');
    return <DetailMissing title={L('title')} what={t('system.detail.orgId')} listPath={listPath} listLabel={L('back')} />;
  }
  if (detail === null)
    return (
      <PageHeader title={L('title')}>
        <Alert color="red">{t('page.notFound')}</Alert>
      </PageHeader>
    );
  if (!detail) return null;
  const { org, period } = detail;
  const facts: Array<[string, string]> = [
    [t('system.org.orgCode'), org.orgCode],
    [t('system.org.orgName'), org.orgName],
    [t('system.org.shortName'), org.shortName],
    [t('system.org.contact'), org.contact],
    [t('system.org.phone'), org.phone],
    [t('system.org.address'), org.address],
  ];
  return (
    <Stack gap="md" maw={960} data-ht="org-detail" data-org-id={org.orgId}>
      <Group gap="sm">
        <Title order={1} size="h3">
          {L('title')} · <span data-user-text>{org.orgName}</span>
        </Title>
        <Badge color={org.status === '0' ? 'green' : 'gray'}>{t(org.status === '0' ? 'ui.choice.normal' : 'ui.choice.disabled')}</Badge>
        {period && (
          <Badge variant="light">
            {period.year}-{String(period.period).padStart(2, '0')} · {period.status === '1' ? L('closed') : L('open')}
          </Badge>
        )}
      </Group>
      <Paper withBorder p="sm" aria-label={L('info')} component="section">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {facts.map(([name, value]) => (
            <Text key={name} size="sm">
              <Text span c="dimmed" mr="xs">
                {name}
              </Text>
              {value || '—'}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <OrgInitPanel org={org} licences={detail.licences} onInitialised={() => (setGeneration((g) => g + 1), void found.refetch())} />
      <PeriodEditor key={`${org.orgId}/${generation}`} orgId={org.orgId} initialYear={Number(date.slice(0, 4))} />
    </Stack>
  );
}
