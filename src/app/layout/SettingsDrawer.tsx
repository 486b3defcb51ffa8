/**
 * Layout settings (SPEC.md section 2): theme colour, tags view, fixed header, sidebar logo; and the
 * colour scheme (light, dark, the system's) and high contrast. The colour picker shows the cluster it
 * derives (10 lighter tints in steps of 0.1 and one darker shade), which re-themes the whole UI through
 * the Mantine theme. The scheme is set through Mantine (its manager saves it). Kept per user.
 */
import { ColorInput, ColorSwatch, Drawer, Group, SegmentedControl, Stack, Switch, Text, useMantineColorScheme } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { themeCluster } from '../../lib/color';
import { t, type TextKey } from '../../lib/i18n';
import { user } from '../../state/session.model';
import { DEFAULT_THEME, layout, setLayout, showSettings, type ColorScheme, type LayoutSettings } from '../../state/settings.model';

const PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d'];
const isHex = (v: string) => /^#[0-9a-f]{6}$/i.test(v);
const SCHEME_LABELS: Record<ColorScheme, TextKey> = { light: 'settings.schemeLight', dark: 'settings.schemeDark', auto: 'settings.schemeAuto' };

export function SettingsDrawer() {
  useSignals();
  const current = layout.value;
  const save = (patch: Partial<LayoutSettings>) => setLayout(user.value?.name ?? '', patch);
  const cluster = themeCluster(isHex(current.theme) ? current.theme : DEFAULT_THEME);
  // What is typed stays in the box; only a complete colour is applied and saved.
  const [draft, setDraft] = useState(current.theme);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const schemeLabel = useId();
  return (
    <Drawer opened={showSettings.value} onClose={() => (showSettings.value = false)} position="right" title={t('settings.title')} data-ht="settings">
      <Stack>
        <ColorInput
          label={t('settings.theme')}
          value={draft}
          format="hex"
          swatches={PRESETS}
          onChange={(value) => {
            setDraft(value);
            if (isHex(value)) save({ theme: value.toLowerCase() });
          }}
          data-ht="theme-color"
        />
        <div>
          <Text size="sm" c="dimmed">
            {t('settings.cluster')}
          </Text>
          <Group gap={4} data-ht="theme-cluster">
            {[...cluster.tints, cluster.shade].map((color) => (
              <ColorSwatch key={color} color={color} size={18} title={color} />
            ))}
          </Group>
        </div>
        <div>
          <Text size="sm" fw={500} id={schemeLabel} mb={4}>
            {t('settings.colorScheme')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby={schemeLabel}
            value={colorScheme}
            onChange={(value) => setColorScheme(value as ColorScheme)}
            data={Object.entries(SCHEME_LABELS).map(([value, key]) => ({ value, label: t(key) }))}
            data-ht="color-scheme"
          />
        </div>
        <Switch
          label={t('settings.highContrast')}
          description={t('settings.highContrastHint')}
          // The label wraps the hint too; the name is the label alone, the hint its description.
          aria-label={t('settings.highContrast')}
          checked={current.contrast === 'high'}
          onChange={(e) => save({ contrast: e.currentTarget.checked ? 'high' : 'normal' })}
          data-ht="contrast"
        />
        <Switch label={t('settings.tagsView')} checked={current.tagsView} onChange={(e) => save({ tagsView: e.currentTarget.checked })} />
        <Switch label={t('settings.fixedHeader')} checked={current.fixedHeader} onChange={(e) => save({ fixedHeader: e.currentTarget.checked })} />
        <Switch label={t('settings.sidebarLogo')} checked={current.sidebarLogo} onChange={(e) => save({ sidebarLogo: e.currentTarget.checked })} />
      </Stack>
    </Drawer>
  );
}
