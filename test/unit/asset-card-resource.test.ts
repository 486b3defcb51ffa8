/**
 * The asset card page's description (src/modules/assets/card-resource.ts): the register's fields are
 * columns shown by default with readable cells in both languages, the card form offers them with the
 * acquisition and depreciation methods as labelled choices, and a disposed card is read-only.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AssetCardRow } from '../../server/contracts/asset';
import { locale, registerMessages } from '../../src/lib/i18n';
import { cardResource, placeOf } from '../../src/modules/assets/card-resource';
import { assetsTexts } from '../../src/modules/assets/locales';
import { drawFields, textOf } from '../../src/ui/crud/draw-resource';

registerMessages('zh', assetsTexts.zh);
registerMessages('en', assetsTexts.en);

const options = { classes: [], depts: [] };
const row = {
  cardId: 1,
  assetCode: 'FA-0010',
  assetName: '客房电视机 1',
  locationBuilding: '主楼',
  locationFloor: '8F',
  locationRoom: '801',
  custodian: '孙丽',
  supplier: '海达电器销售有限公司',
  serialNo: 'TV55-20240001',
  purchaseDate: '2024-01-02',
  acquisitionMethod: 'purchase',
  depreciationMethod: 'doubleDeclining',
  acquisitionVoucherId: null,
  acquisitionVoucherNumber: null,
  disposalDate: '',
} as unknown as AssetCardRow;

const REGISTER_COLUMNS = ['useStatus', 'location', 'custodian', 'depreciationMethod', 'acquisitionMethod', 'acquisitionVoucher', 'supplier', 'serialNo', 'purchaseDate'];

test('the register fields are columns shown by default, with readable cells in both languages', () => {
  try {
    for (const [lang, expected] of [
      ['zh', ['存放地点', '保管人', '双倍余额递减法', '购入']],
      ['en', ['Location', 'Custodian', 'Double-declining balance', 'Purchase']],
    ] as const) {
      locale.value = lang;
      const columns = cardResource(options, {}).columns;
      const by = (key: string) => columns.find((c) => c.key === key)!;
      assert.equal(
        REGISTER_COLUMNS.filter((k) => !by(k) || by(k).show === false),
        [],
        'every register column exists and is shown',
      );
      assert.equal([textOf(by('location').label), textOf(by('custodian').label), by('depreciationMethod').render!(row, 0), by('acquisitionMethod').render!(row, 0)], expected);
      // Readable default widths, not squeezed next to the figures.
      assert.ok(REGISTER_COLUMNS.every((k) => (by(k).width ?? 0) >= 100));
    }
  } finally {
    locale.value = 'zh';
  }
  assert.is(placeOf(row), '主楼 8F 801');
  assert.is(placeOf({ locationBuilding: '主楼', locationFloor: '', locationRoom: '' }), '主楼');
});

test('the card form offers the register fields and both methods as labelled choices; a disposed card is read-only', () => {
  const resource = cardResource(options, {});
  const field = (key: string) => drawFields(resource.fields).find((f) => f.key === key)!;
  for (const key of ['locationBuilding', 'locationFloor', 'locationRoom', 'custodian', 'supplier', 'serialNo', 'purchaseDate']) assert.ok(field(key), key);
  assert.is(field('purchaseDate').type, 'date');
  assert.equal(
    field('depreciationMethod').options!.map((o) => o.label),
    ['年限平均法', '双倍余额递减法', '年数总和法'],
  );
  assert.equal(
    field('acquisitionMethod').options!.map((o) => o.value),
    ['purchase', 'transferIn', 'donation', 'investment', 'selfBuilt', 'opening'],
  );
  assert.is(field('acquisitionMethod').options![0].label, '购入（贷 应付账款）');
  assert.equal(resource.newRecord, { depreciationMethod: 'straightLine', acquisitionMethod: 'purchase' });
  assert.is(resource.readOnlyRow!(row), false);
  assert.is(resource.readOnlyRow!({ ...row, disposalDate: '2026-06-20' }), true);
});

test.run();
