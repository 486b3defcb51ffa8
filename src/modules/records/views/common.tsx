/**
 * What the record views share: their texts, the `id` of a detail or form page read from the address
 * while the page is shown, the charts' stylesheet, percentages, and the notice a page gives
 * when it is opened without the record it needs (with a link to the list it is opened from).
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { textsUnder } from '../../../lib/i18n';
import { loadStylesheet } from '../../../lib/stylesheet';
import { PageHeader } from '../../../ui/PageHeader';

/** A text of `records.view`. */
export const V = textsUnder('records.view');

export const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1));

/** A positive record id from the address, or null. */
export const recordIdOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function useChartStyles(): void {
  useEffect(() => void loadStylesheet('ht-styles-charts'), []);
}

/** The page without its record: what it shows and where to pick one. */
export function NeedsRecord({ title, what, list, listPath, missing }: { title: string; what: string; list: string; listPath: string; missing?: boolean }) {
  return (
    <Stack gap="md" data-ht="needs-record">
      <PageHeader title={title} />
      {/* The way to the list inside the notice, as on every detail page opened without its record (DetailMissing). */}
      <Alert color={missing ? 'orange' : 'blue'} role="status">
        <Stack gap="xs" align="flex-start">
          {missing ? V('notFound', { what }) : V('needsId', { what, list })}
          <Button size="xs" component={Link} href={listPath} data-ht="needs-record-list">
            {V('toList', { list })}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
