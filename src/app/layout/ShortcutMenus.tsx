/**
 * The user's shortcut menus (SPEC.md: "Entries can be dragged out (copy only, no reorder) to make
 * shortcut menus"): a drop zone above the module menu that takes sidebar entries dragged onto it,
 * kept per user on the server. The palette's 'pin this page' does the same from the keyboard.
 */
import { CloseButton, Group, NavLink, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type DragEvent } from 'react';
import { RouterLink } from '../../ui/RouterLink';
import { t } from '../../lib/i18n';
import { addShortcut, removeShortcut, shortcuts } from '../../state/preferences.model';
import { useAtPath } from './at-path';
import { preloadOnRest } from './preload-on-rest';
import { titleForPath } from './resolve-page';

const ROUTE_TYPE = 'application/x-ht-route';

/** One shortcut: it follows the address itself, so a navigation re-renders only the shortcut whose active state changed. */
function Shortcut({ path }: { path: string }) {
  useSignals();
  const active = useAtPath(path);
  const preload = preloadOnRest(path);
  const title = titleForPath(path, path);
  return (
    <Group gap={0} wrap="nowrap" data-ht="shortcut" data-path={path}>
      <NavLink component={RouterLink} href={path} label={title} active={active} {...preload} style={{ flex: 1 }} />
      <CloseButton size="sm" aria-label={t('layout.removeShortcut', { title })} onClick={() => removeShortcut(path)} />
    </Group>
  );
}

export function ShortcutMenus() {
  useSignals();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(ROUTE_TYPE);
  const onDragOver = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    addShortcut(event.dataTransfer.getData(ROUTE_TYPE));
  };
  return (
    <section className="ht-shortcuts" data-over={over || undefined} aria-label={t('layout.shortcuts')} data-ht="shortcuts" onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <Text size="xs" c="dimmed" px="sm" pt={4}>
        {shortcuts.value.length ? t('layout.shortcuts') : t('layout.shortcutsHint')}
      </Text>
      {shortcuts.value.map((path) => (
        <Shortcut key={path} path={path} />
      ))}
    </section>
  );
}
