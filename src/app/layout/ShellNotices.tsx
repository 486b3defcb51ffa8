/**
 * Notices at the top of the main area that never block work: the offline banner (network.model) and the
 * offer to load a newly deployed version (build-version.model). Both are role="status", so a screen
 * reader announces them without taking the focus, and carry stable data-ht hooks for scripts.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { joinList, t } from '../../lib/i18n';
import { newBuild, reloadForNewVersion } from '../../state/build-version.model';
import { offline } from '../../state/network.model';
import { confirmBox } from '../feedback';
import { titleForPath } from './resolve-page';

function OfflineBanner() {
  useSignals();
  if (!offline.value) return null;
  return (
    <Alert role="status" color="orange" variant="filled" radius={0} py={6} data-ht="offline-banner" title={t('network.offline')}>
      <Text size="sm">{t('network.offlineHint')}</Text>
    </Alert>
  );
}

/** Reloads onto the new build; tabs being edited are named in a confirm first. */
export function reloadNow(): Promise<boolean> {
  return reloadForNewVersion((editing) => confirmBox({ text: t('newVersion.editingConfirm', { tabs: joinList(editing.map((tab) => titleForPath(tab.path, tab.title))) }) }));
}

function NewVersionNotice() {
  useSignals();
  if (!newBuild.value) return null;
  return (
    <Alert role="status" color="blue" radius={0} py={6} data-ht="new-version" data-build={newBuild.value}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          <strong>{t('newVersion.title')}</strong> {t('newVersion.hint')}
        </Text>
        <Button size="compact-sm" onClick={() => void reloadNow()} data-ht="new-version-reload">
          {t('newVersion.reload')}
        </Button>
      </Group>
    </Alert>
  );
}

export function ShellNotices() {
  return (
    <div className="ht-notices">
      <OfflineBanner />
      <NewVersionNotice />
    </div>
  );
}
