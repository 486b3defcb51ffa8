/**
 * Mantine's provider with the theme of the user's colour, size, colour scheme and contrast; re-themes the
 * whole UI on change. The colour scheme goes through Mantine's own support (a colour-scheme manager over
 * the user's layout settings), so `useMantineColorScheme` reads and sets it.
 */
import { MantineProvider } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { DEFAULT_LAYOUT, layout, size } from '../state/settings.model';
import { layoutColorSchemeManager } from './color-scheme-manager';
import { buildTheme, cssVariablesResolver } from './theme';

export function ThemedProvider({ children }: { children?: ReactNode }) {
  useSignals();
  const { theme: color, contrast } = layout.value;
  const scale = size.value;
  const automation = document.documentElement.dataset.automation === '1';
  const closeLabel = t('common.close');
  const theme = useMemo(() => buildTheme(color, scale, automation, closeLabel), [color, scale, automation, closeLabel]);
  const resolver = useMemo(() => cssVariablesResolver(contrast), [contrast]);
  const [manager] = useState(layoutColorSchemeManager);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} colorSchemeManager={manager} defaultColorScheme={DEFAULT_LAYOUT.colorScheme}>
      {children}
    </MantineProvider>
  );
}
