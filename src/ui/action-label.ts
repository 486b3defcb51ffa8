import { t } from '../lib/i18n';

/**
 * The accessible name of a row action whose visible text is the action alone ("重置密码"): the visible
 * text first, then the record it acts on ("重置密码：admin", "Reset password: admin"). WCAG 2.5.3 (label
 * in name): a speech user says what they see, and scripts click the same name in every row's way.
 */
export function actionLabel(action: string, record: string | number): string {
  return t('ui.crud.actionOf', { action, name: record });
}
