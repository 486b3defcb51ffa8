/**
 * Rich text from data (Security round 2, item 7): what the sanitiser leaves of hostile HTML, shown in a
 * page as a user would get it. Handlers, scripts, SVG and javascript: links are gone; bold, links and
 * lists stay; text people edit is left byte for byte when it holds nothing to remove; an approval form's
 * text and html components (nested ones too) and form-js's markdown pass through it.
 */
import './support/dompurify-happy-dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitizeHtml, sanitizeHtmlIfNeeded } from '../../src/lib/sanitize-html';
import { sanitisingMarkdown, sanitizeFormSchema } from '../../src/modules/service/safe-form-html';

const MARK = 'window.__xss=1';
const HOSTILE = [
  `<img src=x onerror="${MARK}">`,
  `<img src="x"onerror="${MARK}">`,
  `<svg onload="${MARK}"><circle r="1"/></svg>`,
  `<svg/onload="${MARK}"></svg>`,
  `<script>${MARK}</script>`,
  `<a href="javascript:${MARK}">坏链接</a>`,
  `<a href=" JaVaScRiPt:${MARK}">坏链接二</a>`,
  `<p ONCLICK="${MARK}">可点</p>`,
].join('');
const HARMLESS = '<p><strong>加粗</strong> <b>也加粗</b> <em>斜体</em></p><ul><li>第一项</li><li>第二项</li></ul><a href="https://example.com/help" title="go on">帮助</a>';

/** The page as a user would see `html` shown in it. */
function shown(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  const all = [...host.querySelectorAll('*')];
  return {
    handlers: all.filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on'))).map((el) => el.outerHTML),
    dangerous: [...host.querySelectorAll('script, svg, iframe, object, embed')].map((el) => el.tagName.toLowerCase()),
    jsLinks: [...host.querySelectorAll('a')].filter((a) => /javascript:/i.test(a.getAttribute('href') ?? '')).map((a) => a.textContent),
    bold: [...host.querySelectorAll('strong, b')].map((el) => el.textContent),
    items: [...host.querySelectorAll('ul > li')].map((el) => el.textContent),
    links: [...host.querySelectorAll('a[href]')].map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('title')]),
    text: host.textContent,
  };
}

function assertNothingHostile(html: string) {
  const page = shown(html);
  assert.equal(page.handlers, [], 'no element carries an event handler');
  assert.equal(page.dangerous, [], 'no script, SVG, frame or object');
  assert.equal(page.jsLinks, [], 'no javascript: link');
  assert.not.match(html, /__xss/, "nothing of the payload's code is left, not even as text");
}

test('hostile HTML loses its handlers, scripts, SVG and javascript: links; bold, lists and links stay', () => {
  const clean = sanitizeHtml(HOSTILE + HARMLESS);
  assertNothingHostile(clean);
  const page = shown(clean);
  assert.equal(page.bold, ['加粗', '也加粗']);
  assert.equal(page.items, ['第一项', '第二项']);
  assert.equal(page.links, [['https://example.com/help', '帮助', 'go on']]);
  assert.ok(page.text.includes('可点') && page.text.includes('坏链接'), 'the text of a stripped element stays readable');
});

test('the word "on" in text and attribute values comes through unchanged', () => {
  const html = '<p title="hold on">Check on arrival, once only: on time</p>';
  assert.is(sanitizeHtml(html), html);
});

test('text that needs nothing removed is kept byte for byte; hostile text is replaced', () => {
  const markdown = '> 引用\n\n**金额** > 5000 & 审批 {{ amount > 5000 }}\n\n- 一\n- 二';
  assert.is(sanitizeHtmlIfNeeded(markdown), markdown);
  const hostile = `**说明** <img src=x onerror="${MARK}">`;
  const clean = sanitizeHtmlIfNeeded(hostile);
  assertNothingHostile(clean);
  assert.ok(clean.startsWith('**说明**'), clean);
});

test("an approval form's text and html components, nested ones too, are sanitised; the stored schema is not touched", () => {
  const schema = {
    type: 'default',
    components: [
      { type: 'text', id: 't1', text: `**须知**\n\n<script>${MARK}</script>` },
      { type: 'group', id: 'g', components: [{ type: 'html', id: 'h1', content: `<b>附注</b><img src=x onerror="${MARK}">` }] },
      { type: 'textfield', id: 'f', key: 'item', label: '<b>物品</b>', text: `<img src=x onerror="${MARK}">` },
    ],
  };
  const before = JSON.stringify(schema);
  const safe = sanitizeFormSchema(schema) as typeof schema;
  assert.is(JSON.stringify(schema), before, 'the caller keeps its own copy');
  const text = safe.components[0].text!;
  assertNothingHostile(text);
  assert.ok(text.startsWith('**须知**'), text);
  const html = safe.components[1].components![0].content!;
  assertNothingHostile(html);
  assert.equal(shown(html).bold, ['附注']);
  assert.equal(safe.components[2], schema.components[2], 'fields that form-js shows as text are left alone');
});

test("form-js's markdown comes out sanitised, including what markdown itself makes", () => {
  const Renderer = sanitisingMarkdown.markdownRenderer[1] as new () => { render(markdown: string): string };
  const html = new Renderer().render(`**加粗**\n\n- 一\n- 二\n\n[坏链接](javascript:${MARK}) [帮助](https://example.com/help)\n\n<img src=x onerror="${MARK}">`);
  assertNothingHostile(html);
  const page = shown(html);
  assert.equal(page.bold, ['加粗']);
  assert.equal(page.items, ['一', '二']);
  assert.equal(page.links, [['https://example.com/help', '帮助', null]]);
});

test.run();
