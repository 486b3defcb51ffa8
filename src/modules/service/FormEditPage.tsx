/**
 * The form editor (/flowableFormEdit?definitionId=N): the draft's approval form in the form-js editor
 * (palette, canvas, its properties panel), saved with the draft (the diagram as loaded). Labels in two
 * languages: Chinese in the label, English in the custom property `labelEn` (form-schema.ts). Scripts
 * reach the editor as the `formEditor` property of `[data-ht="form-editor"]`. The draft's rich text is
 * sanitised before the editor draws it (safe-form-html.ts), so saving stores the cleaned text.
 */
import { FormEditor } from '@bpmn-io/form-js-editor';
import { Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { locale, textsUnder } from '../../lib/i18n';
import { ChooseDefinition } from './ChooseDefinition';
import { DraftHeader } from './DraftHeader';
import { translateFormEditor } from './editor-translate';
import { emptyFormSchema, hasForm } from './form-schema';
import { moneyField } from './MoneyField';
import { moneyFieldPanel } from './money-field-panel';
import { sanitisingMarkdown, sanitizeFormSchema } from './safe-form-html';
import { useDraft } from './use-draft';
import { useTabQuery } from './use-tab-query';

const L = textsUnder('approvals.formEdit');

export function FormEditPage({ path }: { path: string }) {
  useSignals();
  const definitionId = useTabQuery(path, 'definitionId');
  return definitionId ? <DraftFormEditor definitionId={definitionId} /> : <ChooseDefinition title={L('title')} />;
}

function DraftFormEditor({ definitionId }: { definitionId: number }) {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<FormEditor | null>(null);

  const state = useDraft(definitionId, editor !== null, async ({ draft }) => {
    await editor!.importSchema(hasForm(draft.formSchema) ? sanitizeFormSchema(draft.formSchema) : emptyFormSchema());
  });
  const { loaded, setDirty } = state;
  const lang = locale.value;
  const texts = useRef<ReturnType<typeof translateFormEditor>>(null);

  // One editor per mount (setDirty is a state setter, never another function).
  useEffect(() => {
    const e = new FormEditor({ container: host.current!, additionalModules: [sanitisingMarkdown, moneyField, moneyFieldPanel] });
    Object.assign(host.current!, { formEditor: e });
    e.on('changed', () => setDirty(true));
    // The editor's own palette and panel texts in the UI language (it has no translate service).
    texts.current = translateFormEditor(host.current!);
    setEditor(e);
    return () => {
      texts.current?.stop();
      e.destroy();
    };
  }, [setDirty]);
  useEffect(() => texts.current?.refresh(), [lang]);

  const form = async () => ({ formSchema: editor!.saveSchema() as Record<string, unknown> });

  return (
    <Stack gap="sm" data-ht="approval-form-edit" data-loaded={loaded ? 'true' : 'false'}>
      <DraftHeader title={L('title')} state={state} saveLabel={L('save')} onSave={() => state.saveNow(form, 'approvals.formEdit.saved')} onPublish={() => state.publish(form)} />
      <Text size="sm" c="dimmed">
        {L('labelHint')}
      </Text>
      <div ref={host} role="application" aria-label={L('editor')} data-ht="form-editor" style={{ height: 620, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} />
    </Stack>
  );
}
