/**
 * Advanced query plans (SPEC.md sections 2 and 5): build conditions over a page's filterable fields,
 * apply them, save them under a name (an empty name is refused inline with SPEC.md's message), and
 * apply, rename or delete saved plans. Server access only through props; stored plans are the text of
 * `serializePlan`, and a stored text that no longer parses is skipped rather than breaking the page.
 */
import { Button, Divider, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n';
import { ConditionEditor } from './ConditionEditor';
import { draftFromCondition, newDraft, toConditions, type DraftCondition, type PlanField } from './plan-fields';
import { planToQuery, readStoredPlan, serializePlan, type QueryPlan } from './query-plan';
import { SavedPlans, type SavedPlan } from './SavedPlans';

export type { PlanField } from './plan-fields';
/** A plan as listed by the server: its id, its stored text, and its name when stored apart (planName). */
export type StoredPlan = { id: string | number; content: string; name?: string };

export type QueryPlansProps = {
  fields: readonly PlanField[];
  list(): Promise<StoredPlan[]>;
  save(content: string, plan: QueryPlan): Promise<void>;
  rename(id: StoredPlan['id'], content: string, plan: QueryPlan): Promise<void>;
  remove(id: StoredPlan['id']): Promise<void>;
  /** The query parameters to add to the list call (see query-plan.ts for their format). */
  onApply(query: Record<string, string>, plan: QueryPlan): void;
};

function readable(stored: readonly StoredPlan[]): SavedPlan[] {
  return stored.flatMap(({ id, content, name }) => {
    try {
      return [{ id, plan: readStoredPlan(content, name) }];
    } catch {
      return [];
    }
  });
}

export function QueryPlans({ fields, list, save, rename, remove, onApply }: QueryPlansProps) {
  useSignals();
  const [drafts, setDrafts] = useState<DraftCondition[]>(() => (fields[0] ? [newDraft(fields[0])] : []));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [plans, setPlans] = useState<SavedPlan[]>([]);

  const listRef = useRef(list);
  listRef.current = list;
  const refresh = useCallback(async () => setPlans(readable(await listRef.current())), []);
  useEffect(() => {
    refresh().catch(() => {});
  }, [refresh]);

  // Failures are shown by the request layer; the panel keeps its state so the user can retry.
  const attempt = (work: () => Promise<unknown>) =>
    work()
      .then(refresh)
      .catch(() => {});

  const current = (): QueryPlan => ({ name: name.trim(), conditions: toConditions(drafts, fields) });
  const savePlan = () => {
    const plan = current();
    if (!plan.name) return setNameError(true);
    void attempt(async () => {
      await save(serializePlan(plan), plan);
      setName('');
    });
  };
  const applySaved = ({ plan }: SavedPlan) => {
    setDrafts(plan.conditions.map((c) => draftFromCondition(c, fields)));
    onApply(planToQuery(plan), plan);
  };

  return (
    <Paper withBorder p="sm" role="region" aria-label={t('ui.queryPlans.region')} data-ht="query-plans">
      <Stack gap="sm">
        <ConditionEditor fields={fields} drafts={drafts} onChange={setDrafts} />
        <Group gap="xs" align="flex-start">
          <Button size="xs" onClick={() => onApply(planToQuery(current()), current())} data-ht="query-apply">
            {t('ui.queryPlans.apply')}
          </Button>
          <TextInput
            size="xs"
            aria-label={t('ui.queryPlans.name')}
            placeholder={t('ui.queryPlans.name')}
            value={name}
            error={nameError ? t('ui.queryPlans.nameRequired') : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(false);
            }}
            data-ht="query-plan-name"
          />
          <Button size="xs" variant="light" onClick={savePlan} data-ht="query-plan-save">
            {t('ui.queryPlans.save')}
          </Button>
        </Group>
        <Divider label={t('ui.queryPlans.saved')} labelPosition="left" />
        <SavedPlans
          plans={plans}
          onApply={applySaved}
          onRename={(saved, newName) => {
            const plan = { ...saved.plan, name: newName };
            return attempt(() => rename(saved.id, serializePlan(plan), plan));
          }}
          onRemove={(saved) => void attempt(() => remove(saved.id))}
        />
      </Stack>
    </Paper>
  );
}
