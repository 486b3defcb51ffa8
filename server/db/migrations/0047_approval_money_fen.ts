/**
 * The two demo approvals (采购申请 purchaseRequest, 合同会签 contractSignoff) held their amount in a form-js
 * number field in yuan and 采购申请's gateway compared yuan (`amount > 5000`). Approval amounts are now
 * integer fen like every amount on the wire: the demo forms use the money field (`type: 'money'`) and the
 * condition compares fen (`amount > 500000`; the names people read, "金额超过 5000 元？", stay).
 *
 * A stored version is converted only while both its form and its diagram are still the product's seeded
 * text (the form as written below, the diagram by its SHA-256, both as seeded before this migration): a
 * definition someone edited is theirs, and its amounts keep the unit its own form and conditions use. The
 * running and ended approvals of a converted version get their amount ×100 (exact: from the decimal text,
 * rounded to an integer), so their data matches their version's form again.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

type Seeded = { form: string; xmlSha256: string; condition?: readonly [yuan: string, fen: string] };

/** The seeded texts before this migration, per definition key. */
const SEEDED: Record<string, Seeded> = {
  purchaseRequest: {
    form: '{"type":"default","id":"purchaseRequestForm","components":[{"type":"textfield","id":"Field_item","key":"item","label":"采购物品","properties":{"labelEn":"Item"},"validate":{"required":true,"maxLength":100}},{"type":"number","id":"Field_amount","key":"amount","label":"金额（元）","properties":{"labelEn":"Amount (yuan)"},"validate":{"required":true,"min":0}},{"type":"textarea","id":"Field_reason","key":"reason","label":"申请理由","properties":{"labelEn":"Reason"},"validate":{"maxLength":500}}]}',
    xmlSha256: '8f42a66ebe0d6ef4e7f76e7bfa15123bfcce034d8757cd02d9a3c5adb8d470b8',
    condition: ['amount &gt; 5000</bpmn:conditionExpression>', 'amount &gt; 500000</bpmn:conditionExpression>'],
  },
  contractSignoff: {
    form: '{"type":"default","id":"contractSignoffForm","components":[{"type":"textfield","id":"Field_title","key":"title","label":"合同名称","properties":{"labelEn":"Contract"},"validate":{"required":true,"maxLength":100}},{"type":"textfield","id":"Field_party","key":"party","label":"合同对方","properties":{"labelEn":"Counterparty"},"validate":{"required":true,"maxLength":100}},{"type":"number","id":"Field_amount","key":"amount","label":"合同金额（元）","properties":{"labelEn":"Amount (yuan)"},"validate":{"required":true,"min":0}}]}',
    xmlSha256: 'b87ffcf7801173c53bc506da6bb4422de0338004efc437462716e3b4225a575c',
  },
};

const NUMBER_AMOUNT = '{"type":"number","id":"Field_amount","key":"amount"';
const MONEY_AMOUNT = '{"type":"money","id":"Field_amount","key":"amount"';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A seeded version's form and diagram in fen, or null when either is not the seeded text. */
function fenVersionOf(defKey: string, formSchema: string, bpmnXml: string): { formSchema: string; bpmnXml: string } | null {
  const seeded = SEEDED[defKey];
  if (!seeded || formSchema !== seeded.form || sha256(bpmnXml) !== seeded.xmlSha256) return null;
  return { formSchema: formSchema.replace(NUMBER_AMOUNT, MONEY_AMOUNT), bpmnXml: seeded.condition ? bpmnXml.replace(...seeded.condition) : bpmnXml };
}

/**
 * Fen of a yuan amount as the number field stored it (a number, or its decimal text), ×100 exactly
 * through the decimal text ("1.005" → 100.5 → 101, not 1.005 * 100 = 100.49…); anything else as it was.
 */
export function yuanToFen(amount: unknown): unknown {
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return amount;
  return Math.round(Number(`${text}e2`));
}

export const approvalMoneyFen: Migration = {
  async up(db: Kysely<any>) {
    const versions: Array<{ version_id: number; definition_id: number; version_no: number; def_key: string; form_schema: string; bpmn_xml: string }> = await db
      .selectFrom('approval_versions as v')
      .innerJoin('approval_definitions as d', 'd.definition_id', 'v.definition_id')
      .select(['v.version_id', 'v.definition_id', 'v.version_no', 'd.def_key', 'v.form_schema', 'v.bpmn_xml'])
      .where('d.def_key', 'in', Object.keys(SEEDED))
      .execute();
    const converted = new Set<string>();
    for (const v of versions) {
      const fen = fenVersionOf(v.def_key, v.form_schema, v.bpmn_xml);
      if (!fen) continue;
      await db.updateTable('approval_versions').set({ form_schema: fen.formSchema, bpmn_xml: fen.bpmnXml }).where('version_id', '=', v.version_id).execute();
      converted.add(`${v.definition_id}/${v.version_no}`);
    }
    if (converted.size === 0) return;

    // The approvals of the converted versions: one read, then each row's own amount.
    const definitionIds = [...new Set(versions.map((v) => v.definition_id))];
    const instances: Array<{ instance_id: number; definition_id: number; version_no: number; form_data: string }> = await db
      .selectFrom('approval_instances')
      .select(['instance_id', 'definition_id', 'version_no', 'form_data'])
      .where('definition_id', 'in', definitionIds)
      .execute();
    for (const i of instances) {
      if (!converted.has(`${i.definition_id}/${i.version_no}`)) continue;
      const data = JSON.parse(i.form_data) as Record<string, unknown>;
      if (data.amount === undefined || data.amount === null) continue;
      await db
        .updateTable('approval_instances')
        .set({ form_data: JSON.stringify({ ...data, amount: yuanToFen(data.amount) }) })
        .where('instance_id', '=', i.instance_id)
        .execute();
    }
  },
};
