/**
 * Approval names as drawn. The product seeds the demo definitions and categories in Chinese: a definition
 * shows its English name in English when it has one, else the route-title dictionary's (its name is also
 * the title of its start page), else its name as typed; a seeded category by its code (builtin texts,
 * src/lib/stored-texts.ts).
 */
import { locale } from '../../lib/i18n';
import { builtinText, routeTitle } from '../../lib/stored-texts';
import type { ApprovalCategory } from '../../../server/contracts/approval';

export function approvalName(name: string, nameEn?: string | null): string {
  return locale.value !== 'zh' && nameEn ? nameEn : routeTitle(name);
}

export function categoryName(row: Pick<ApprovalCategory, 'categoryCode' | 'categoryName'>): string {
  return builtinText(`approvalCategory.${row.categoryCode}`, row.categoryName);
}
