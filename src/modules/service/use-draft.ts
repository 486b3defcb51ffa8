/**
 * The draft both editors work on (designer: the diagram, form editor: the form). Each saves its own part
 * with the other part as loaded, under the draft's revision: a 409 means someone saved in between, and
 * the editor offers a reload instead of overwriting their work. While changes are unsaved the page's tab
 * is marked editing, so closing it asks first.
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { beginWork } from '../../state/activity.model';
import { markEditing } from '../../ui/crud/edit-flag';
import type { ApprovalDefinition, ApprovalDraft, SaveDraftBody } from '../../../server/contracts/approval';
import { approvalCalls } from './calls';

export type LoadedDraft = { definition: ApprovalDefinition; draft: ApprovalDraft };

/** `show` puts a freshly loaded draft into the editor (it runs again after a reload). */
export function useDraft(definitionId: number | undefined, ready: boolean, show: (loaded: LoadedDraft) => Promise<void>) {
  const [loaded, setLoaded] = useState<LoadedDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!ready || !definitionId) return;
    let live = true;
    const done = beginWork();
    Promise.all([approvalCalls.definition(definitionId), approvalCalls.draft(definitionId)])
      .then(async ([definition, draft]) => {
        if (!live) return;
        await show({ definition, draft });
        setLoaded({ definition, draft });
        setDirty(false);
        setConflict(false);
      })
      .catch(() => undefined)
      .finally(done);
    return () => {
      live = false;
      done();
    };
  }, [ready, definitionId, reloads]);

  useEffect(() => markEditing(dirty), [dirty]);

  /** Saves `part` over the draft as loaded; answers the new draft, or null when refused. */
  const save = async (part: Partial<Pick<SaveDraftBody, 'bpmnXml' | 'formSchema'>>): Promise<ApprovalDraft | null> => {
    if (!loaded || !definitionId) return null;
    const { draft } = loaded;
    try {
      const next = await approvalCalls.saveDraft(definitionId, { bpmnXml: draft.bpmnXml, formSchema: draft.formSchema, ...part, draftRevision: draft.draftRevision });
      setLoaded({ ...loaded, draft: next });
      setDirty(false);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) setConflict(true);
      else notifications.show({ message: (error as Error).message, color: 'red' });
      return null;
    }
  };

  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };

  return {
    loaded,
    dirty,
    setDirty,
    conflict,
    busy,
    reload: () => setReloads((n) => n + 1),
    /** Saves (when `part` answers one) and tells the user. */
    saveNow: (part: () => Promise<Parameters<typeof save>[0] | null>, savedKey: string) =>
      run(async () => {
        const p = await part();
        if (p && (await save(p))) notifications.show({ message: t(savedKey), color: 'green' });
      }),
    /** Saves unsaved changes first, then publishes the draft as the next version and reloads. */
    publish: (part: () => Promise<Parameters<typeof save>[0] | null>) =>
      run(async () => {
        let draft = loaded?.draft ?? null;
        if (dirty) {
          const p = await part();
          draft = p ? await save(p) : null;
        }
        if (!draft || !definitionId) return;
        const v = await approvalCalls.publish(definitionId, draft.draftVersion).catch(() => null);
        if (!v) return;
        notifications.show({ message: t('approvals.definition.published', { version: v.versionNo }), color: 'green' });
        setReloads((n) => n + 1);
      }),
  };
}
