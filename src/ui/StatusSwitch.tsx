/** The status column of the user and role lists: a switch (on = normal '0') that calls changeStatus, then reloads the list. */
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { api } from '../lib/api';

type Props = { status: string; label: string; disabled?: boolean; url: string; body: Record<string, unknown>; onChanged(): void };

export function StatusSwitch({ status, label, disabled, url, body, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const change = (on: boolean) => {
    setBusy(true);
    api
      .put(url, { ...body, status: on ? '0' : '1' })
      .then(onChanged, () => undefined)
      .finally(() => setBusy(false));
  };
  return <Switch size="sm" checked={status === '0'} disabled={disabled || busy} aria-label={label} data-ht="status-switch" onChange={(e) => change(e.currentTarget.checked)} />;
}
