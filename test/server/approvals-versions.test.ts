/**
 * Definitions, drafts and versions: publishing checks the diagram and names the offending element; a
 * published version never changes; a running approval keeps its version after a new publish; and a
 * running approval survives a server restart (the app and its database connection closed, a new app
 * built on the same database), because the engine's whole state is in the tables.
 */
import { rmSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { PURCHASE_REQUEST_XML } from '../../server/approvals/demo/purchase-request.js';
import { openPostgres, openSqlite, type Connection } from '../../server/db/connect.js';
import { createOperationLog } from '../../server/operlog/recorder.js';
import { setup, ON_POSTGRES, type Answer, type CallOptions, type Harness } from './support.js';
import { API, approve, startApproval, status, taskOf } from './approvals-support.js';

type Ctx = { h: Harness; tok: Record<string, string> };
const test = suite<Ctx>('approval versions');
test.before(async (ctx) => {
  ctx.h = await setup({ env: { HT_CAPTCHA: 'off' } });
  ctx.tok = {};
  for (const user of ['admin', 'frontdesk1', 'accountant1']) ctx.tok[user] = await ctx.h.login(user);
});

const DEF = `${API}/approvalDefinition`;

/** A diagram with the given process body (no layout: the engine does not need one). */
const diagram = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ht="http://hotel.example.com/schema/bpmn/ht" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="P" isExecutable="true">${body}</bpmn:process>
</bpmn:definitions>`;
const flow = (id: string, from: string, to: string, condition?: string) =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression>` : ''}</bpmn:sequenceFlow>`;

async function purchaseDefinition(h: Harness, token: string) {
  const list = await h.call('GET', `${DEF}/list`, { token, query: { defKey: 'purchaseRequest' } });
  assert.is(list.status, 200, list.text);
  return list.body.rows[0];
}

test('a new definition starts with a valid draft; publishing an invalid diagram names the element and publishes nothing', async ({ h, tok }) => {
  const category = (await h.call('GET', `${API}/approvalDict/list`, { token: tok.admin })).body.rows[0];
  const created = await h.call('POST', DEF, { token: tok.admin, body: { categoryId: category.categoryId, defKey: 'roomDiscount', name: '房价折扣', nameEn: 'Room discount' } });
  assert.is(created.status, 200, created.text);
  assert.equal(
    { ...created.body.data, definitionId: 0, categoryId: 0, updateTime: '' },
    {
      definitionId: 0,
      categoryId: 0,
      categoryName: category.categoryName,
      defKey: 'roomDiscount',
      name: '房价折扣',
      nameEn: 'Room discount',
      description: null,
      publishedVersion: null,
      draftVersion: 1,
      status: '0',
      version: 1,
      updateTime: '',
    },
  );
  const id = created.body.data.definitionId;
  const draft = (await h.call('GET', `${DEF}/${id}/draft`, { token: tok.admin })).body.data;
  assert.is(draft.draftRevision, 1);
  assert.match(draft.bpmnXml, /bpmndi:BPMNDiagram/);

  const cases: Array<[string, string, RegExp]> = [
    [
      'a user task without assignee',
      diagram(`<bpmn:startEvent id="S"/><bpmn:userTask id="Task_Manager" name="经理审批"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'Task_Manager')}${flow('F2', 'Task_Manager', 'E')}`),
      /Task_Manager/,
    ],
    [
      'an unsupported element',
      diagram(`<bpmn:startEvent id="S"/><bpmn:serviceTask id="Task_Mail"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'Task_Mail')}${flow('F2', 'Task_Mail', 'E')}`),
      /Task_Mail.*ServiceTask/,
    ],
    [
      'a condition outside the grammar',
      diagram(`<bpmn:startEvent id="S"/><bpmn:exclusiveGateway id="G" default="F3"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'G')}${flow('Flow_Bad', 'G', 'E', 'amount ~ 5')}${flow('F3', 'G', 'E')}`),
      /Flow_Bad/,
    ],
    ['two start events', diagram(`<bpmn:startEvent id="S"/><bpmn:startEvent id="S2"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'E')}${flow('F2', 'S2', 'E')}`), /2/],
    ['no reachable end', diagram(`<bpmn:startEvent id="S"/><bpmn:userTask id="T" ht:assigneeType="deptHead"/>${flow('F1', 'S', 'T')}`), /元素 T /],
    [
      'a role the hotel does not have',
      diagram(
        `<bpmn:startEvent id="S"/><bpmn:userTask id="Task_Gm" name="总经理审批" ht:assigneeType="role" ht:assignee="generalManager"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'Task_Gm')}${flow('F2', 'Task_Gm', 'E')}`,
      ),
      /Task_Gm.*generalManager/,
    ],
    [
      "another hotel's user",
      diagram(
        `<bpmn:startEvent id="S"/><bpmn:userTask id="Task_Chen" ht:assigneeType="user" ht:assignee="accountant2"/><bpmn:endEvent id="E"/>${flow('F1', 'S', 'Task_Chen')}${flow('F2', 'Task_Chen', 'E')}`,
      ),
      /Task_Chen.*accountant2/,
    ],
    // Last, so the English answer below is about it.
    ['not XML at all', 'hello', /BPMN/],
  ];
  let revision = draft.draftRevision;
  for (const [what, xml, named] of cases) {
    const saved = await h.call('PUT', `${DEF}/${id}/draft`, { token: tok.admin, body: { bpmnXml: xml, formSchema: { components: [] }, draftRevision: revision } });
    assert.is(saved.status, 200, `${what}: ${saved.text}`);
    revision = saved.body.data.draftRevision;
    const res = await h.call('POST', `${DEF}/${id}/publish`, { token: tok.admin, body: { draftVersion: 1 } });
    assert.is(res.status, 422, what);
    assert.is(res.body.field, 'bpmnXml', what);
    assert.match(res.body.msg, named, `${what}: ${res.body.msg}`);
  }
  const english = await h.call('POST', `${DEF}/${id}/publish`, { token: tok.admin, body: { draftVersion: 1 }, headers: { 'accept-language': 'en' } });
  assert.match(english.body.msg, /not valid BPMN/);
  assert.equal((await h.call('GET', `${DEF}/${id}/versions`, { token: tok.admin })).body.data, []);
  // A stale draft revision is a conflict, not a silent overwrite.
  const stale = await h.call('PUT', `${DEF}/${id}/draft`, { token: tok.admin, body: { bpmnXml: 'x', formSchema: {}, draftRevision: 1 } });
  assert.is(stale.status, 409);
});

test('a published version is immutable and a running approval keeps its version after a new publish', async ({ h, tok }) => {
  const running = await startApproval(h, tok.frontdesk1, 'purchaseRequest', { item: '打印纸', amount: 300 });
  const def = await purchaseDefinition(h, tok.admin);
  assert.equal([def.publishedVersion, def.draftVersion], [1, 2]);
  const draft = (await h.call('GET', `${DEF}/${def.definitionId}/draft`, { token: tok.admin })).body.data;
  // Version 2: everything goes to finance first (the head's task now belongs to role accountant).
  const v2 = draft.bpmnXml.replace('name="部门负责人审批" ht:assigneeType="deptHead"', 'name="财务初审" ht:assigneeType="role" ht:assignee="accountant"');
  assert.is.not(v2, draft.bpmnXml);
  const saved = await h.call('PUT', `${DEF}/${def.definitionId}/draft`, { token: tok.admin, body: { bpmnXml: v2, formSchema: draft.formSchema, draftRevision: draft.draftRevision } });
  assert.is(saved.status, 200, saved.text);
  const published = await h.call('POST', `${DEF}/${def.definitionId}/publish`, { token: tok.admin, body: { draftVersion: 2 } });
  assert.is(published.status, 200, published.text);
  assert.equal({ ...published.body.data, publishTime: '' }, { definitionId: def.definitionId, versionNo: 2, publishTime: '', publishBy: 'admin' });
  assert.is((await h.call('POST', `${DEF}/${def.definitionId}/publish`, { token: tok.admin, body: { draftVersion: 2 } })).status, 409, 'version 2 is published: no second publish of it');
  const versions = await h.call('GET', `${DEF}/${def.definitionId}/versions`, { token: tok.admin });
  assert.equal(
    versions.body.data.map((v: any) => v.versionNo),
    [2, 1],
  );
  // Version 1 as it was published; saving the new draft (3) never touches 1 or 2.
  const next = (await h.call('GET', `${DEF}/${def.definitionId}/draft`, { token: tok.admin })).body.data;
  assert.is(next.draftVersion, 3);
  await h.call('PUT', `${DEF}/${def.definitionId}/draft`, { token: tok.admin, body: { bpmnXml: 'draft in progress', formSchema: {}, draftRevision: next.draftRevision } });
  const stored = await h.db.selectFrom('approval_versions').select(['version_no', 'bpmn_xml']).where('definition_id', '=', def.definitionId).orderBy('version_no').execute();
  assert.equal(
    stored.map((v) => [v.version_no, v.bpmn_xml === PURCHASE_REQUEST_XML, v.bpmn_xml === v2]),
    [
      [1, true, false],
      [2, false, true],
      [3, false, false],
    ],
  );

  const old = await status(h, tok.frontdesk1, running);
  assert.is(old.instance.versionNo, 1);
  assert.is(old.bpmnXml, PURCHASE_REQUEST_XML);
  assert.equal(
    old.waiting.map((w) => w.assignees),
    [['admin']],
    'still its department head, as version 1 says',
  );
  const fresh = await startApproval(h, tok.frontdesk1, 'purchaseRequest', { item: '打印纸', amount: 300 });
  const now = await status(h, tok.frontdesk1, fresh);
  assert.is(now.instance.versionNo, 2);
  assert.equal(
    now.waiting.map((w) => [w.elementName, w.assignees]),
    [['财务初审', ['accountant1']]],
  );
  assert.is((await approve(h, tok.admin, running)).instance.status, 'approved');
  assert.is((await approve(h, tok.accountant1, fresh)).instance.status, 'approved');
  const form = await h.call('GET', `${API}/approvalInitiated/form/purchaseRequest`, { token: tok.frontdesk1 });
  assert.is(form.body.data.versionNo, 2);
  // A definition approvals were started from keeps its history: it cannot be deleted.
  assert.is((await h.call('DELETE', `${DEF}/${def.definitionId}`, { token: tok.admin })).status, 409);
});

/** Closes the harness's database connection and opens a new one on the same database, as a restarted server does. */
async function reopen(h: Harness): Promise<{ conn: Connection; drop: () => Promise<void> }> {
  // As a stopping server does: what the operation log still holds is written before its database closes.
  await h.operLog.idle();
  if (!ON_POSTGRES) {
    await h.db.destroy();
    return { conn: openSqlite(`${h.dir}/ht.db`), drop: async () => undefined };
  }
  const { schema } = (await h.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('schema')).executeTakeFirstOrThrow()) as { schema: string };
  await h.db.destroy();
  const scoped = new URL(ON_POSTGRES);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const drop = async () => {
    const client = new pg.Client({ connectionString: ON_POSTGRES });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  };
  return { conn: openPostgres(scoped.toString()), drop };
}

test('a running approval survives a server restart', async ({ h, tok }) => {
  const id = await startApproval(h, tok.frontdesk1, 'contractSignoff', { title: '电梯维保合同', party: '迅达', amount: 50000 });
  await approve(h, tok.admin, id); // one branch of the sign-off in; the join waits for finance
  const { conn, drop } = await reopen(h);
  const operLog = createOperationLog({ db: conn.db, now: () => h.clock.now });
  try {
    const app = buildApp({ db: conn.db, engine: conn.engine, config: h.config, now: () => h.clock.now, clientIp: () => '10.0.0.1', operLog });
    const call = async (method: string, path: string, opts: CallOptions = {}): Promise<Answer> => {
      const res = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      return { status: res.status, body: JSON.parse(text), text, bytes: new Uint8Array(), headers: res.headers };
    };
    const after = { call };
    const waiting = await status(after, tok.frontdesk1, id);
    assert.is(waiting.instance.status, 'running');
    assert.equal(
      waiting.waiting.map((w) => w.elementId),
      ['Task_Finance'],
    );
    await taskOf(after, tok.accountant1, id);
    const done = await approve(after, tok.accountant1, id);
    assert.is(done.instance.status, 'approved');
    assert.equal(
      done.path.filter((e) => e === 'Gateway_Join'),
      ['Gateway_Join'],
    );
  } finally {
    await operLog.idle();
    await conn.db.destroy();
    await drop();
  }
});

// The restart test closed the harness's connection and dropped its database; only the folder is left.
test.after((ctx) => rmSync(ctx.h.dir, { recursive: true, force: true }));

test.run();
