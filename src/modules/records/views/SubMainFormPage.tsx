/**
 * /template/SubMainForm: the master–detail form. `?form=frameworkAgreement` enters a new framework
 * agreement with its lines, `&id=` opens one; without a form it says what the page is for and offers
 * the forms there are (a new one, or the list to open one from).
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
// wouter's navigate itself, not useLocation's: that would render the page again on every navigation (a tab switch).
import { navigate } from 'wouter/use-browser-location';
import { t, type TextKey } from '../../../lib/i18n';
import { usePageQuery } from '../../../ui/use-page-query';
import { NeedsRecord, recordIdOf, V } from './common';
import { MasterDetailForm } from './MasterDetailForm';
import { PageHeader } from '../../../ui/PageHeader';

const PATH = '/template/SubMainForm';
/** The forms there are, with the list their records are opened from (server/records/master-detail/forms.ts). */
const FORMS: { key: string; titleKey: TextKey; list: string }[] = [{ key: 'frameworkAgreement', titleKey: 'records.view.frameworkForm', list: '/htservice/contract/frameworkList' }];

export function SubMainFormPage({ path }: { path: string }) {
  useSignals();
  const formKey = usePageQuery(path, 'form');
  const rawId = usePageQuery(path, 'id');
  const id = recordIdOf(rawId);
  const [missing, setMissing] = useState(false);
  const form = FORMS.find((f) => f.key === formKey);
  if (!form) {
    return (
      <Stack gap="md" data-ht="sub-main-form" data-form="">
        <PageHeader title={V('mdTitle')} />
        <Text>{V('mdChoose')}</Text>
        {FORMS.map((f) => (
          <Group key={f.key} gap="lg">
            <Anchor component={Link} href={`${PATH}?form=${f.key}`}>
              {V('mdNew', { form: t(f.titleKey) })}
            </Anchor>
            <Anchor component={Link} href={f.list}>
              {V('toList', { list: t(f.titleKey) })}
            </Anchor>
          </Group>
        ))}
      </Stack>
    );
  }
  if (missing || (rawId !== null && id === null)) return <NeedsRecord title={V('mdTitle')} what={t(form.titleKey)} list={t(form.titleKey)} listPath={form.list} missing />;
  return (
    <Stack gap="md" data-ht="sub-main-form" data-form={form.key}>
      <PageHeader
        title={`${V('mdTitle')} · ${t(form.titleKey)}`}
        actions={
          <Anchor component={Link} href={form.list}>
            {V('back')}
          </Anchor>
        }
      />
      <MasterDetailForm formKey={form.key} id={id} onMissing={() => setMissing(true)} onSaved={(r) => id === null && navigate(`${PATH}?form=${form.key}&id=${r.head.recordId}`)} />
    </Stack>
  );
}
