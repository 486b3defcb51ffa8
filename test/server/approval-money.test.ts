/**
 * Approval amounts are integer fen like every amount on the wire: the demo purchase request's money
 * field routes above 500000 fen (5,000 yuan) to finance, a yuan amount or text is refused naming the
 * field, and migration 0047 converts a database whose demo definitions and approvals still hold yuan.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTRACT_SIGNOFF_FORM, CONTRACT_SIGNOFF_XML } from '../../server/approvals/demo/contract-signoff.js';
import { PURCHASE_REQUEST_FORM, PURCHASE_REQUEST_XML } from '../../server/approvals/demo/purchase-request.js';
import { approvalMoneyFen, yuanToFen } from '../../server/db/migrations/0047_approval_money_fen.js';
import { API, approve, startApproval, status } from './approvals-support.js';
import { setup, type Harness } from './support.js';

type Ctx = { h: Harness; tok: Record<string, string> };
const test = suite<Ctx>('approval money');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tok = {};
  for (const user of ['admin', 'frontdesk1']) ctx.tok[user] = await ctx.h.login(user);
});
test.after(async (ctx) => ctx.h.close());

const purchase = (amount: unknown) => ({ item: '客房吹风机', amount, reason: '更换' });

test('6,000 yuan (600000 fen) goes on to finance after the department head', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(600000));
  const afterHead = await approve(h, tok.admin, id);
  assert.is(afterHead.instance.status, 'running');
  assert.equal(
    afterHead.waiting.map((w) => [w.elementId, w.assignees]),
    [['Task_Finance', ['accountant1']]],
  );
  assert.is(afterHead.data.amount, 600000, 'the form data keeps the fen as sent');
});

test('exactly 5,000 yuan (500000 fen) ends with the department head', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(500000));
  const done = await approve(h, tok.admin, id);
  assert.is(done.instance.status, 'approved');
  assert.ok(done.path.includes('Flow_Small'));
  assert.not.ok(done.path.includes('Task_Finance'));
});

test('a yuan amount with decimals, or an amount as text, is refused naming the field', async ({ h, tok }) => {
  for (const amount of [1234.56, '600000', '6000.00', true]) {
    const res = await h.call('POST', `${API}/approvalInitiated/start`, { token: tok.frontdesk1, body: { defKey: 'purchaseRequest', data: purchase(amount) } });
    assert.is(res.status, 422, `${JSON.stringify(amount)}: ${res.text}`);
    assert.is(res.body.field, 'data.amount');
    assert.is(res.body.msg, '表单字段 data.amount 是金额，须为以分为单位的整数（如 1234.56 元写作 123456）');
  }
  const contract = await h.call('POST', `${API}/approvalInitiated/start`, {
    token: tok.frontdesk1,
    body: { defKey: 'contractSignoff', data: { title: '布草洗涤合同', party: '洁净洗涤公司', amount: 0.5 } },
    headers: { 'accept-language': 'en' },
  });
  assert.is(contract.status, 422);
  assert.is(contract.body.field, 'data.amount');
  assert.match(contract.body.msg, 'must be an integer number of fen');
});

test('yuanToFen() multiplies the decimal text exactly', () => {
  assert.equal([yuanToFen(8000), yuanToFen(1.005), yuanToFen('1234.5'), yuanToFen(0.1 + 0.2)], [800000, 101, 123450, 30]);
  assert.is(yuanToFen('lots'), 'lots', 'what is no amount stays as it was');
});

test('migration 0047 converts the seeded demo definitions and their yuan approvals, and nothing edited', async ({ h, tok }) => {
  // The texts as seeded before 0047: a number field in yuan and a condition on yuan.
  const yuanForm = (form: object) => JSON.stringify(form).replace('{"type":"money","id":"Field_amount"', '{"type":"number","id":"Field_amount"');
  const yuanXml = PURCHASE_REQUEST_XML.replace('amount &gt; 500000<', 'amount &gt; 5000<');
  const oldApproval = await startApproval(h, tok.frontdesk1, 'purchaseRequest', purchase(800000));
  const contract = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '电梯维保合同', party: '迅达', amount: 5000000 });
  const { org_id } = await h.db.selectFrom('approval_instances').select('org_id').where('instance_id', '=', oldApproval).executeTakeFirstOrThrow();
  const ids = async (defKey: string) =>
    (
      await h.db
        .selectFrom('approval_versions as v')
        .innerJoin('approval_definitions as d', 'd.definition_id', 'v.definition_id')
        .select('v.version_id')
        .where('d.def_key', '=', defKey)
        .where('d.org_id', '=', org_id)
        .orderBy('v.version_no')
        .execute()
    ).map((v) => v.version_id);
  const [purchaseV1, purchaseV2] = await ids('purchaseRequest');
  const [contractV1] = await ids('contractSignoff');
  const setVersion = (versionId: number, form: string, xml: string) => h.db.updateTable('approval_versions').set({ form_schema: form, bpmn_xml: xml }).where('version_id', '=', versionId).execute();
  const setAmount = (instanceId: number, amount: unknown, data: Record<string, unknown>) =>
    h.db
      .updateTable('approval_instances')
      .set({ form_data: JSON.stringify({ ...data, amount }) })
      .where('instance_id', '=', instanceId)
      .execute();
  // Version 1 of both as seeded before; 采购申请's draft (version 2) edited by someone: its condition is theirs.
  await setVersion(purchaseV1, yuanForm(PURCHASE_REQUEST_FORM), yuanXml);
  await setVersion(purchaseV2, yuanForm(PURCHASE_REQUEST_FORM), yuanXml.replace('amount &gt; 5000<', 'amount &gt; 3000<'));
  await setVersion(contractV1, yuanForm(CONTRACT_SIGNOFF_FORM), CONTRACT_SIGNOFF_XML);
  await setAmount(oldApproval, 8000.5, purchase(0));
  await setAmount(contract, '50000', { title: '电梯维保合同', party: '迅达' });

  await approvalMoneyFen.up(h.db);

  const version = (versionId: number) => h.db.selectFrom('approval_versions').select(['form_schema', 'bpmn_xml']).where('version_id', '=', versionId).executeTakeFirstOrThrow();
  assert.equal(await version(purchaseV1), { form_schema: JSON.stringify(PURCHASE_REQUEST_FORM), bpmn_xml: PURCHASE_REQUEST_XML }, 'the seeded version is now the fen one');
  assert.equal(await version(contractV1), { form_schema: JSON.stringify(CONTRACT_SIGNOFF_FORM), bpmn_xml: CONTRACT_SIGNOFF_XML });
  assert.is((await version(purchaseV2)).form_schema, yuanForm(PURCHASE_REQUEST_FORM), 'an edited version stays as its author left it');
  // The approvals read back in fen, and the converted one still routes to finance.
  const old = await status(h, tok.frontdesk1, oldApproval);
  assert.is(old.data.amount, 800050);
  assert.is((await status(h, tok.frontdesk1, contract)).data.amount, 5000000);
  const afterHead = await approve(h, tok.admin, oldApproval);
  assert.equal(
    afterHead.waiting.map((w) => w.elementId),
    ['Task_Finance'],
  );
});

test.run();
