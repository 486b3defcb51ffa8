/** Pure server logic of users and roles: avatar types by their bytes, and the grantable menu tree's shape. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { imageType } from '../../server/lib/image-type';
import { menuTreeSelect } from '../../server/lib/menu-tree-select';

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

test('avatar types come from the signature, never the name', () => {
  assert.equal(imageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])), { ext: 'png' });
  assert.equal(imageType(bytes([0xff, 0xd8, 0xff, 0xe0])), { ext: 'jpg' });
  assert.equal(imageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')), { ext: 'webp' });
  assert.is(imageType(bytes('GIF89a')), null);
  assert.is(imageType(bytes('RIFF', [1, 2, 3, 4], 'WAVE')), null, 'a RIFF that is not WebP');
  assert.is(imageType(bytes([0x89], 'PN')), null, 'too short');
  assert.is(imageType(new Uint8Array()), null);
});

const menu = (menu_id: number, parent_id: number, module_id: number, order_num: number, menu_type = 'C', perms = '') => ({
  menu_id,
  parent_id,
  module_id,
  order_num,
  menu_type,
  perms,
  menu_name: `m${menu_id}`,
});

test('the tree groups menus by module, in order, with permissions on the nodes', () => {
  const modules = [
    { module_id: 2001, module_name: '系统服务', order_num: 2 },
    { module_id: 1001, module_name: '会计核算', order_num: 1 },
    { module_id: 3001, module_name: '客户关系', order_num: 3 },
  ];
  const tree = menuTreeSelect(modules, [
    menu(10, 0, 2001, 2, 'M'),
    menu(11, 10, 2001, 1, 'C', 'system:user:list'),
    menu(12, 11, 2001, 1, 'F', 'system:user:add'),
    menu(13, 0, 2001, 1, 'C'),
    menu(20, 0, 1001, 1, 'C', 'accounting:voucher:list'),
    // Its parent is not grantable: it hangs under its module.
    menu(30, 99, 1001, 2, 'F', 'accounting:voucher:add'),
  ]);
  assert.equal(
    tree.map((n) => [n.id, n.label]),
    [
      [-1001, '会计核算'],
      [-2001, '系统服务'],
    ],
    'modules in order; a module without grantable menus is left out',
  );
  assert.equal(
    tree[0].children!.map((n) => n.id),
    [20, 30],
  );
  assert.equal(
    tree[1].children!.map((n) => n.id),
    [13, 10],
  );
  assert.equal(tree[1].children![1].children![0], { id: 11, label: 'm11', menuType: 'C', perms: 'system:user:list', children: [{ id: 12, label: 'm12', menuType: 'F', perms: 'system:user:add' }] });
});

test.run();
