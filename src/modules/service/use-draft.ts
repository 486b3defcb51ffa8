/**
 * The draft both editors work on (designer: the diagram, form editor: the form). Each saves its own part
 * with the other part as loaded, under the draft's revision: a 409 means someone saved in between, and
 * the editor offers a reload instead of overwriting their work. While changes are unsaved the page's tab
 * is marked editing, so closing it asks first. The definition and its draft are read through the
 * server-state layer; the editor holds its own copy, shown (`show`) once per draft read — the first, a
 * newer one while nothing is unsaved (the other editor saved, a publish started the next draft), a reload's
 * after a conflict — so a refetch never throws away what is being edited.
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { t, type TextKey } from '../../lib/i18n';
import { beginWork } from '../../state/activity.model';
import { markEditing } from '../../ui/crud/edit-flag';
import { useEndpoint } from '../../ui/use-endpoint';
import type { ApprovalDefinition, ApprovalDraft, SaveDraftBody } from '../../../server/contracts/approval';
import { approvalCalls, DEFINITION_BASE } from './calls';

export type LoadedDraft = { definition: ApprovalDefinition; draft: ApprovalDraft };

const sameDraft = (a: ApprovalDraft | null, b: ApprovalDraft) => a?.draftVersion === b.draftVersion && a.draftRevision === b.draftRevision;

/** `show` puts a draft read into the editor (again for a newer one, see above). */
export function useDraft(definitionId: number | undefined, ready: boolean, show: (loaded: LoadedDraft) => Promise<void>) {
  const enabled = ready && Boolean(definitionId);
  const definition = useEndpoint(`${DEFINITION_BASE}/${definitionId}`, undefined, (r: { data: ApprovalDefinition }) => r.data, { enabled }).data;
  const read = useEndpoint(`${DEFINITION_BASE}/${definitionId}/draft`, undefined, (r: { data: ApprovalDraft }) => r.data, { enabled });
  /** The draft the editor holds (as shown, or as it saved it). */
  const [draft, setDraft] = useState<ApprovalDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const loaded = useMemo<LoadedDraft | null>(() => (definition && draft ? { definition, draft } : null), [definition, draft]);

  /** The draft being put into the editor now (showing takes a moment: an import). */
  const showing = useRef<ApprovalDraft | null>(null);
  // The editor's latest `show` (a new function every render): a draft is shown once per read, not once per render.
  const latestShow = useRef(show);
  latestShow.current = show;
  useEffect(() => {
    const next = read.data;
    // Not before the editor is ready: a cached read (the other editor's) is there at once, and showing it into
    // no editor would fail and never be tried again.
    if (!enabled || !definition || !next || dirty || sameDraft(draft, next) || sameDraft(showing.current, next)) return;
    showing.current = next;
    const done = beginWork();
    // Not cancelled when the editor marks itself changed by the import: the draft shown is then the one held.
    latestShow
      .current({ definition, draft: next })
      .then(() => {
        setDraft(next);
        setDirty(false);
        setConflict(false);
      })
      .catch(() => undefined)
      .finally(() => {
        if (showing.current === next) showing.current = null;
        done();
      });
  }, [enabled, definition, read.data, draft, dirty]);

  useEffect(() => markEditing(dirty), [dirty]);

  /** Saves `part` over the draft as loaded; answers the new draft, or null when refused. */
  const save = async (part: Partial<Pick<SaveDraftBody, 'bpmnXml' | 'formSchema'>>): Promise<ApprovalDraft | null> => {
    if (!draft || !definitionId) return null;
    try {
      const next = await approvalCalls.saveDraft(definitionId, { bpmnXml: draft.bpmnXml, formSchema: draft.formSchema, ...part, draftRevision: draft.draftRevision });
      setDraft(next);
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
    /** Drops the unsaved changes and shows the draft as saved now. */
    reload: () => {
      setDirty(false);
      void read.refetch();
    },
    /** Saves (when `part` answers one) and tells the user. */
    saveNow: (part: () => Promise<Parameters<typeof save>[0] | null>, savedKey: TextKey) =>
      run(async () => {
        const p = await part();
        if (p && (await save(p))) notifications.show({ message: t(savedKey), color: 'green' });
      }),
    /** Saves unsaved changes first, then publishes the draft as the next version and reloads. */
    publish: (part: () => Promise<Parameters<typeof save>[0] | null>) =>
      run(async () => {
        let current = draft;
        if (dirty) {
          const p = await part();
          current = p ? await save(p) : null;
        }
        if (!current || !definitionId) return;
        // The publish is this tab's write: the definition and the next draft are read again and shown.
        const v = await approvalCalls.publish(definitionId, current.draftVersion).catch(() => null);
        if (!v) return;
        notifications.show({ message: t('approvals.definition.published', { version: v.versionNo }), color: 'green' });
      }),
  };
}
