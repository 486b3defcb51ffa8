/** Choice lists shared by the system-service resources, and the label of a stored value. */
import { t } from '../lib/i18n';
import type { FieldOption } from './crud/crud-types';

export const statusOptions = (): FieldOption[] => [
  { value: '0', label: t('ui.choice.normal') },
  { value: '1', label: t('ui.choice.disabled') },
];
export const yesNo = (): FieldOption[] => [
  { value: 'Y', label: t('ui.choice.yes') },
  { value: 'N', label: t('ui.choice.no') },
];
export const label = (options: FieldOption[]) => (value: unknown) => options.find((o) => o.value === value)?.label ?? String(value ?? '');
