/**
 * The workflow designer (/metadata/temp4/wfd?definitionId=N): the definition's draft diagram in the
 * bpmn-js Modeler with our properties panel beside it; save the draft and publish it (use-draft.ts). A new
 * definition starts from the server's first draft (a start joined to an end). Scripts reach the modeler as the `bpmnModeler`
 * property of `[data-ht="bpmn-canvas"]`.
 */
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSignals } from '@preact/signals-react/runtime';
import Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useMemo, useRef, useState } from 'react';
import { locale, textsUnder } from '../../lib/i18n';
import { roleName } from '../../ui/builtin-labels';
import { htModdleDescriptor } from './bpmn-ht';
import { DIAGRAM_COLORS } from './diagram-colors';
import { bpmnTranslateModule } from './editor-translate';
import { DesignerProperties } from './DesignerProperties';
import { invalidConditions, type DiagramElement, type Moddle, type Modeling, type Registry } from './diagram-model';
import { ChooseDefinition } from './ChooseDefinition';
import { DraftHeader } from './DraftHeader';
import { formFields } from './form-schema';
import { useAssigneeRoles, useColleagues } from './use-assignees';
import { useDraft } from './use-draft';
import { useTabQuery } from './use-tab-query';

const L = textsUnder('approvals.designer');
type Option = { value: string; label: string };

export function DesignerPage({ path }: { path: string; menuId?: number }) {
  useSignals();
  const definitionId = useTabQuery(path, 'definitionId');
  return definitionId ? <Designer definitionId={definitionId} /> : <ChooseDefinition title={L('title')} />;
}

function Designer({ definitionId }: { definitionId: number }) {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);
  const roles = useAssigneeRoles();
  const colleagues = useColleagues();
  const users = useMemo<Option[]>(() => colleagues.map((u) => ({ value: u.userName, label: `${u.nickName} (${u.userName})` })), [colleagues]);

  const state = useDraft(definitionId, modeler !== null, async ({ draft }) => {
    // A new definition's first draft already holds a diagram (start joined to end) from the server.
    await modeler!.importXML(draft.bpmnXml);
    modeler!.get<{ zoom(mode: string): void }>('canvas').zoom('fit-viewport');
    setSelected(null);
  });
  const { loaded, setDirty } = state;
  const lang = locale.value;

  // One modeler per mount (setDirty is a state setter, never another function); a reload imports the draft into it again.
  useEffect(() => {
    const m = new Modeler({ container: host.current!, moddleExtensions: { ht: htModdleDescriptor }, additionalModules: [bpmnTranslateModule], ...DIAGRAM_COLORS });
    Object.assign(host.current!, { bpmnModeler: m });
    m.on('selection.changed', (e: { newSelection: DiagramElement[] }) => setSelected(e.newSelection.length === 1 ? e.newSelection[0] : null));
    m.on('commandStack.changed', (e: { trigger?: string }) => {
      setRevision((r) => r + 1);
      if (e.trigger !== 'clear') setDirty(true);
    });
    setModeler(m);
    return () => m.destroy();
  }, [setDirty]);
  // bpmn-js asks for its texts as it draws; the palette is drawn once, so it is told the language changed.
  useEffect(() => modeler?.get<{ fire(event: string): void }>('eventBus').fire('i18n.changed'), [modeler, lang]);

  const fields = useMemo(() => {
    const keys = formFields(loaded?.draft.formSchema).map((f) => f.key);
    return keys.length ? keys : undefined;
  }, [loaded]);

  /** The diagram to save, or null while a condition does not parse. */
  const diagram = async () => {
    if (invalidConditions(modeler!.get<Registry>('elementRegistry'), fields).length) {
      notifications.show({ message: L('invalid'), color: 'red' });
      return null;
    }
    const { xml } = await modeler!.saveXML({ format: true });
    return { bpmnXml: xml! };
  };

  return (
    <Stack gap="sm" data-ht="approval-designer" data-loaded={loaded ? 'true' : 'false'}>
      <DraftHeader title={L('title')} state={state} saveLabel={L('save')} onSave={() => state.saveNow(diagram, 'approvals.designer.saved')} onPublish={() => state.publish(diagram)} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
        <div ref={host} role="application" aria-label={L('canvas')} data-ht="bpmn-canvas" style={{ flex: 1, height: 560, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} />
        <aside aria-label={L('properties')} style={{ width: 300 }}>
          {modeler && (
            <DesignerProperties
              element={selected}
              revision={revision}
              modeling={modeler.get<Modeling>('modeling')}
              moddle={modeler.get<Moddle>('moddle')}
              roles={roles.map((r) => ({ value: r.roleKey, label: `${roleName(r)} (${r.roleKey})` }))}
              users={users}
              fields={fields}
            />
          )}
        </aside>
      </div>
    </Stack>
  );
}
