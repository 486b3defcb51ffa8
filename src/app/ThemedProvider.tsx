/** Mantine's provider with the theme of the user's colour and size; re-themes the whole UI on change. */
import { MantineProvider } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { layout, size } from '../state/settings.model';
import { buildTheme, cssVariablesResolver } from './theme';

export function ThemedProvider({ children }: { children?: ReactNode }) {
  useSignals();
  const color = layout.value.theme;
  const scale = size.value;
  const automation = document.documentElement.dataset.automation === '1';
  const closeLabel = t('common.close');
  const theme = useMemo(() => buildTheme(color, scale, automation, closeLabel), [color, scale, automation, closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
