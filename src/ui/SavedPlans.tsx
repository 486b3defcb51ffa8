/** The list of saved query plans: apply, rename in place, delete. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { t } from '../lib/i18n';
import type { QueryPlan } from './query-plan';

export type SavedPlan = { id: string | number; plan: QueryPlan };

type Props = {
  plans: readonly SavedPlan[];
  onApply(saved: SavedPlan): void;
  onRename(saved: SavedPlan, name: string): Promise<void>;
  onRemove(saved: SavedPlan): void;
};

export function SavedPlans({ plans, onApply, onRename, onRemove }: Props) {
  const [editing, setEditing] = useState<SavedPlan['id'] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState(false);

  const confirm = async (saved: SavedPlan) => {
    if (!name.trim()) return setError(true);
    await onRename(saved, name.trim());
    setEditing(null);
  };

  if (plans.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('ui.queryPlans.noPlans')}
      </Text>
    );
  }
  return (
    <Stack gap={4} role="list" aria-label={t('ui.queryPlans.saved')}>
      {plans.map((saved) => (
        <Group key={saved.id} gap="xs" role="listitem" data-ht="query-plan" data-plan-id={saved.id}>
          {editing === saved.id ? (
            <>
              <TextInput
                size="xs"
                aria-label={t('ui.queryPlans.newName')}
                value={name}
                error={error ? t('ui.queryPlans.nameRequired') : undefined}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setError(false);
                }}
                onKeyDown={(event) => event.key === 'Enter' && void confirm(saved)}
                autoFocus
              />
              <Button size="xs" onClick={() => void confirm(saved)}>
                {t('ui.queryPlans.confirmRename')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('ui.queryPlans.cancelRename')}
              </Button>
            </>
          ) : (
            <>
              <Button size="xs" variant="subtle" aria-label={t('ui.queryPlans.applyPlan', { name: saved.plan.name })} onClick={() => onApply(saved)}>
                {saved.plan.name}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                aria-label={t('ui.queryPlans.renamePlan', { name: saved.plan.name })}
                onClick={() => {
                  setEditing(saved.id);
                  setName(saved.plan.name);
                  setError(false);
                }}
              >
                {t('ui.queryPlans.rename')}
              </Button>
              <Button size="xs" variant="subtle" color="red" aria-label={t('ui.queryPlans.removePlan', { name: saved.plan.name })} onClick={() => onRemove(saved)}>
                {t('ui.queryPlans.remove')}
              </Button>
            </>
          )}
        </Group>
      ))}
    </Stack>
  );
}
