/**
 * Auxiliary accounting (辅助核算): the dimensions an account can require on each of its voucher lines.
 * Departments are the organisation's department tree (`departments`); the other four are the
 * organisation's auxiliary items (`aux_items`, keyed by organisation, dimension and code). An account
 * stores the dimensions it requires as one text column (`acc_accounts.aux_dims`, 'customer,dept'), so
 * the chart stays one row per account. Pure code without imports: shared/ is imported by the browser
 * and the server.
 */
export const AUX_DIMENSIONS = ['dept', 'customer', 'supplier', 'project', 'employee'] as const;
export type AuxDimension = (typeof AUX_DIMENSIONS)[number];

/** The dimensions whose items live in `aux_items` (departments have their own tree). */
export const ITEM_DIMENSIONS = ['customer', 'supplier', 'project', 'employee'] as const;
export type ItemDimension = (typeof ITEM_DIMENSIONS)[number];

/** The field of a voucher line (wire and form) that carries the item of each dimension. */
export const LINE_FIELDS = {
  dept: 'deptId',
  customer: 'customerId',
  supplier: 'supplierId',
  project: 'projectId',
  employee: 'employeeId',
} as const satisfies Record<AuxDimension, string>;

export function isAuxDimension(value: string): value is AuxDimension {
  return (AUX_DIMENSIONS as readonly string[]).includes(value);
}

/** 'supplier,dept' → ['dept', 'supplier']: the stored text as dimensions in their fixed order, unknown names dropped. */
export function parseDims(text: string | null | undefined): AuxDimension[] {
  const named = new Set((text ?? '').split(',').map((s) => s.trim()));
  return AUX_DIMENSIONS.filter((d) => named.has(d));
}

/** The dimensions as the stored text, in their fixed order and without repeats. */
export function dimsText(dims: readonly string[]): string {
  return parseDims(dims.join(',')).join(',');
}
