/**
 * The bpmn.io editors speak the UI language: bpmn-js through its translate service (every text it asks
 * for, read from the installed library, has its Chinese), the form-js editor through the rewriting of its
 * palette and properties panel (the user's own form is never touched, and English comes back on a switch).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { locale } from '../../src/lib/i18n';
import { bpmnTextsZh } from '../../src/modules/service/bpmn-texts-zh';
import { translateBpmn, translateFormEditor, translateFormEditorText } from '../../src/modules/service/editor-translate';
import { formEditorTextsZh } from '../../src/modules/service/form-editor-texts-zh';

const modules = path.resolve('node_modules');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : file.endsWith('.js') ? [file] : [];
  });

test.after.each(() => {
  locale.value = 'zh';
});

test('bpmn-js: a palette or context-pad text comes out Chinese in zh, English in en, with its replacements', () => {
  locale.value = 'zh';
  assert.is(translateBpmn('Create task'), '创建任务');
  assert.is(translateBpmn('Append gateway'), '追加网关');
  assert.is(translateBpmn('Open {element}', { element: '审批' }), '打开 审批');
  assert.is(translateBpmn('Not a known text {x}', { x: '1' }), 'Not a known text 1');
  locale.value = 'en';
  assert.is(translateBpmn('Create task'), 'Create task');
  assert.is(translateBpmn('Open {element}', { element: 'Review' }), 'Open Review');
});

test('bpmn-js: every text the installed library asks to translate, and every change-element entry, has its Chinese', () => {
  const asked = new Set<string>();
  for (const file of [...sources(path.join(modules, 'bpmn-js/lib')), ...sources(path.join(modules, 'diagram-js/lib'))]) {
    const text = readFileSync(file, 'utf8');
    // translate(…) and this._translate(…) calls, not the SVG transform 'translate(' strings.
    for (const m of text.matchAll(/(?<!')translate\(\s*'([^']+)'\s*[,)]/g)) asked.add(m[1]);
  }
  // Built from a list: 'Align elements ' + each alignment.
  for (const side of ['left', 'center', 'right', 'top', 'middle', 'bottom']) asked.add(`Align elements ${side}`);
  const entries = readFileSync(path.join(modules, 'bpmn-js/lib/features/popup-menu/PopupEntries.js'), 'utf8');
  for (const m of entries.matchAll(/label: '([^']+)'/g)) asked.add(m[1]);
  const options = readFileSync(path.join(modules, 'bpmn-js/lib/features/replace/ReplaceOptions.js'), 'utf8');
  for (const m of options.matchAll(/^\s+(?:replaceWith\([^)]*label: |label: )'([^']+)'/gm)) asked.add(m[1]);
  asked.delete('HELLO {you}'); // the example in diagram-js's own doc comment
  assert.equal(
    [...asked].filter((text) => !bpmnTextsZh[text]),
    [],
  );
});

test('form-js editor: every Chinese text is one of the installed editor’s own English texts', () => {
  const editor = readFileSync(path.join(modules, '@bpmn-io/form-js-editor/dist/index.es.js'), 'utf8');
  const viewer = readFileSync(path.join(modules, '@bpmn-io/form-js-viewer/dist/index.es.js'), 'utf8');
  const quoted = (text: string) => [`'${text}'`, `"${text}"`].some((q) => editor.includes(q) || viewer.includes(q));
  assert.equal(
    Object.keys(formEditorTextsZh).filter((text) => !quoted(text)),
    [],
  );
});

test('form-js editor: palette groups, field types and panel labels in zh; a palette tooltip too; English in en', () => {
  assert.is(translateFormEditorText('Input'), '输入');
  assert.is(translateFormEditorText('Text field'), '文本框');
  assert.is(translateFormEditorText('Create a Text field element'), '创建文本框');
  assert.is(translateFormEditorText('Create an Image view element'), '创建图片');
  assert.is(translateFormEditorText('金额'), '金额');
  locale.value = 'en';
  assert.is(translateFormEditorText('Text field'), 'Text field');
});

test('form-js editor: what the editor draws is rewritten as it appears, the user’s form never, and English returns on a switch', async () => {
  locale.value = 'zh';
  const host = document.createElement('div');
  host.innerHTML = `
    <div class="fjs-palette-container"><div class="fjs-palette-header" title="Components">Components</div>
      <input class="fjs-palette-search" placeholder="Search components">
      <span class="fjs-palette-group-title">Input</span>
      <button class="fjs-palette-field" title="Create a Text field element"><span class="fjs-palette-field-text">Text field</span></button></div>
    <div class="fjs-form-container"><label class="fjs-form-field-label">Label</label></div>
    <div class="fjs-properties-container"><div class="bio-properties-panel-header-label">Text</div>
      <div class="bio-properties-panel-group-header-title">General</div><textarea>Label</textarea></div>`;
  document.body.append(host);
  const texts = translateFormEditor(host);
  const text = (selector: string) => host.querySelector(selector)!.textContent;
  assert.is(text('.fjs-palette-header'), '组件');
  assert.is(host.querySelector('.fjs-palette-header')!.getAttribute('title'), '组件');
  assert.is(host.querySelector('.fjs-palette-search')!.getAttribute('placeholder'), '搜索组件');
  assert.is(text('.fjs-palette-group-title'), '输入');
  assert.is(text('.fjs-palette-field-text'), '文本框');
  assert.is(host.querySelector('.fjs-palette-field')!.getAttribute('title'), '创建文本框');
  assert.is(text('.bio-properties-panel-group-header-title'), '常规');
  assert.is(text('.fjs-form-field-label'), 'Label', 'the form being designed is the user’s');
  assert.is(text('.bio-properties-panel-header-label'), 'Text', 'the selected field’s own label');
  assert.is(text('textarea'), 'Label', 'a value being edited');

  // The editor draws more (a re-render, a new group): rewritten when it appears.
  const group = document.createElement('span');
  group.className = 'fjs-palette-group-title';
  group.textContent = 'Selection';
  host.querySelector('.fjs-palette-container')!.append(group);
  await Promise.resolve();
  assert.is(group.textContent, '选择');
  // The editor replaces a text of its own: the new English is the source from then on.
  group.firstChild!.nodeValue = 'Presentation';
  await Promise.resolve();
  assert.is(group.textContent, '展示');

  locale.value = 'en';
  texts.refresh();
  assert.is(text('.fjs-palette-group-title'), 'Input');
  assert.is(group.textContent, 'Presentation');
  assert.is(host.querySelector('.fjs-palette-search')!.getAttribute('placeholder'), 'Search components');
  texts.stop();
  host.remove();
});

// Tests in the same run expect the default language.
test.after(() => void (locale.value = 'zh'));

test.run();
