/** Theme colour arithmetic (SPEC.md section 2): tints, the shade, the Mantine palette and WCAG contrast. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contrastRatio, mantinePalette, normalizeHex, readableOn, shade, themeCluster, tint, readableShade, readableTint } from '../../src/lib/color';

// #1890ff = (24, 144, 255); each tint channel is c + (255 - c) * amount, rounded (worked by hand).
const TINTS = ['#1890ff', '#2f9bff', '#46a6ff', '#5db1ff', '#74bcff', '#8cc8ff', '#a3d3ff', '#badeff', '#d1e9ff', '#e8f4ff'];
// c * 0.9: 21.6 -> 22, 129.6 -> 130, 229.5 -> 230.
const SHADE = '#1682e6';

test('tint mixes toward white by the formula', () => {
  assert.is(tint('#1890ff', 0.1), '#2f9bff');
  assert.is(tint('#1890ff', 0), '#1890ff');
  assert.is(tint('#1890ff', 1), '#ffffff');
  assert.is(tint('#000000', 0.5), '#808080');
});

test('shade mixes toward black by the formula', () => {
  assert.is(shade('#1890ff', 0.1), SHADE);
  assert.is(shade('#ffffff', 1), '#000000');
  assert.is(shade('#409EFF', 0.1), '#3a8ee6'); // Element UI's well-known darker primary
});

test('accepts #rgb and #rrggbb in any case and answers lowercase #rrggbb', () => {
  assert.is(normalizeHex('#ABC'), '#aabbcc');
  assert.is(tint('#FFF', 0.5), '#ffffff');
  assert.is(shade('#1890FF', 0), '#1890ff');
  assert.is(tint('#f00', 0.1), '#ff1a1a');
});

test('anything else throws a clear error', () => {
  for (const bad of ['1890ff', '#1890f', '#12345g', 'red', '', '#1890ff00', 'rgb(0,0,0)']) {
    assert.throws(() => tint(bad, 0.1), /Not a hex colour/, bad);
  }
  assert.throws(() => tint('#1890ff', 1.5), /between 0 and 1/);
  assert.throws(() => shade('#1890ff', -0.1), /between 0 and 1/);
});

test('themeCluster: ten tints at 0 .. 0.9 and the 0.1 shade', () => {
  const cluster = themeCluster('#1890FF');
  assert.equal(cluster.tints, TINTS);
  assert.is(cluster.shade, SHADE);
});

test('mantinePalette: lightest first, the chosen colour at 8 and its shade at 9', () => {
  const palette = mantinePalette('#1890ff');
  assert.is(palette.length, 10);
  assert.equal([...palette], [...TINTS.slice(2).reverse(), '#1890ff', SHADE]);
  assert.is(palette[0], '#e8f4ff');
  assert.is(palette[8], '#1890ff');
  assert.is(palette[9], SHADE);
});

test('contrast ratio and the readable text colour', () => {
  assert.is(contrastRatio('#000', '#fff'), 21);
  assert.is(contrastRatio('#fff', '#000'), 21);
  assert.is(contrastRatio('#1890ff', '#1890ff'), 1);
  assert.is(readableOn('#ffffff'), '#000');
  assert.is(readableOn('#000000'), '#fff');
  assert.is(readableOn('#e8f4ff'), '#000');
  assert.is(readableOn('#001529'), '#fff');
  const best = readableOn('#1890ff');
  assert.ok(contrastRatio('#1890ff', best) >= contrastRatio('#1890ff', best === '#000' ? '#fff' : '#000'));
});

test('readableShade darkens the theme colour just enough for AA text on its background', () => {
  const text = readableShade('#1890ff', '#ffffff');
  assert.ok(contrastRatio(text, '#ffffff') >= 4.5);
  assert.ok(contrastRatio('#1890ff', '#ffffff') < 4.5 && text !== '#1890ff', 'the default theme colour itself is too light for text');
  assert.is(readableShade('#003a8c', '#ffffff'), '#003a8c', 'a dark colour is already readable');
  assert.ok(contrastRatio(readableShade('#ffe58f', '#ffffff'), '#ffffff') >= 4.5, 'even a pale yellow gets a readable shade');
});

test('readableTint lightens the theme colour just enough for text on a dark background', () => {
  const text = readableTint('#000080', '#242424');
  assert.ok(contrastRatio(text, '#242424') >= 4.5 && contrastRatio('#000080', '#242424') < 4.5, 'navy is lightened');
  assert.is(readableTint('#fadb14', '#242424'), '#fadb14', 'a light colour is already readable');
  assert.ok(contrastRatio(readableTint('#1890ff', '#242424', 7), '#242424') >= 7);
});

test.run();
