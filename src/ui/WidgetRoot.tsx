/**
 * The React root of an embeddable widget (widgets/<w>/index.tsx): its own root and its own
 * MantineProvider, so it renders the same inside the shell and on a page without it. The Mantine
 * stylesheet comes with the widget's loader (/widgets/<w>.js) on a foreign page, from the shell's
 * full.css inside the shell. `mountWidget` returns the unmount that leaves the element empty.
 * The root element carries `data-ht="widget-<name>"` (DESIGN.md section 7), the same in the shell and on
 * a foreign page, so a script finds a widget without knowing who mounted it.
 */
import { createTheme, MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Portals of their own (removed with them), not Mantine's shared node, which would outlive the widget. */
const theme = createTheme({ components: { Portal: { defaultProps: { reuseTargetNode: false } } } });

/** Whether the page already has Mantine's CSS variables on :root (the shell, with the user's theme colour). */
const hostHasMantine = () => getComputedStyle(document.documentElement).getPropertyValue('--mantine-scale').trim() !== '';

/**
 * A widget's provider inside a Mantine page takes the page's variables (its theme) instead of resetting
 * them, and leaves `<html>` alone: the page's provider owns its colour scheme (a widget's own would set it
 * back to light).
 */
function widgetProviderProps(): Partial<MantineProviderProps> {
  return hostHasMantine() ? { withCssVariables: false, getRootElement: () => undefined } : {};
}

/** The automation names of the widgets (their hook is `widget-<name>`). */
export type WidgetName = 'login-date-picker' | 'print-preview' | 'customer-service';

export function mountWidget(el: HTMLElement, name: WidgetName, node: ReactNode): () => void {
  const host = document.createElement('div');
  host.dataset.htWidgetRoot = '';
  host.dataset.ht = `widget-${name}`;
  el.append(host);
  const root = createRoot(host);
  root.render(
    <MantineProvider theme={theme} {...widgetProviderProps()}>
      {node}
    </MantineProvider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
