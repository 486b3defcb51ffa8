/**
 * Demo approvals of both hotels: the approval dictionary (采购申请, 合同审批, 费用报销, 折扣审批) and two
 * published definitions, 采购申请 (purchaseRequest: a gateway on the amount) and 合同会签
 * (contractSignoff: a parallel sign-off), each at version 1 with draft 2 ready in the designer. Their
 * amounts are money fields, so their form data and conditions are in fen (server/approvals/demo).
 */
import type { Kysely } from 'kysely';
import { CONTRACT_SIGNOFF_FORM, CONTRACT_SIGNOFF_XML } from '../approvals/demo/contract-signoff.js';
import { PURCHASE_REQUEST_FORM, PURCHASE_REQUEST_XML } from '../approvals/demo/purchase-request.js';
import type { Database } from './schema.js';

const CATEGORIES: Array<[code: string, name: string]> = [
  ['purchase', '采购申请'],
  ['contract', '合同审批'],
  ['expense', '费用报销'],
  ['discount', '折扣审批'],
];

const DEFINITIONS = [
  {
    category: 'purchase',
    def_key: 'purchaseRequest',
    name: '采购申请',
    name_en: 'Purchase request',
    description: '5000 元以内部门负责人审批，超过 5000 元再由财务审批',
    xml: PURCHASE_REQUEST_XML,
    form: PURCHASE_REQUEST_FORM,
  },
  {
    category: 'contract',
    def_key: 'contractSignoff',
    name: '合同会签',
    name_en: 'Contract sign-off',
    description: '部门负责人与财务同时会签，全部同意后生效',
    xml: CONTRACT_SIGNOFF_XML,
    form: CONTRACT_SIGNOFF_FORM,
  },
];

export async function seedApprovals(trx: Kysely<Database>, orgIds: number[], publishedBy: string, now: number): Promise<void> {
  for (const orgId of orgIds) {
    const categoryIds: Record<string, number> = {};
    for (const [i, [code, name]] of CATEGORIES.entries()) {
      const row = await trx
        .insertInto('approval_categories')
        .values({ org_id: orgId, category_code: code, category_name: name, order_num: i + 1, status: '0', remark: null, created_at: now, updated_at: now })
        .returning('category_id')
        .executeTakeFirstOrThrow();
      categoryIds[code] = row.category_id;
    }
    for (const d of DEFINITIONS) {
      const def = await trx
        .insertInto('approval_definitions')
        .values({
          org_id: orgId,
          category_id: categoryIds[d.category],
          def_key: d.def_key,
          name: d.name,
          name_en: d.name_en,
          description: d.description,
          published_version: 1,
          draft_version: 2,
          status: '0',
          created_at: now,
          updated_at: now,
        })
        .returning('definition_id')
        .executeTakeFirstOrThrow();
      const content = { definition_id: def.definition_id, bpmn_xml: d.xml, form_schema: JSON.stringify(d.form) };
      await trx
        .insertInto('approval_versions')
        .values([
          { ...content, version_no: 1, published_at: now, published_by: publishedBy },
          { ...content, version_no: 2, published_at: null, published_by: null },
        ])
        .execute();
    }
  }
}
