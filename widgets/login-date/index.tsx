/**
 * The login-date picker widget: `mount(el, options) => unmount`. Options carry what it needs: the
 * token getter, the organisation, the initial date (and period), the locale. A change stores the date,
 * reloads the period (store.ts) and says so on the bus (`login-date:changed`, DOM `ht:login-date:changed`).
 */
import type { AccountingPeriod } from '../../server/contracts/org';
import { mountWidget } from '../../src/ui/WidgetRoot';
import { LoginDatePicker } from './LoginDatePicker';

export type LoginDateOptions = {
  token: () => string | undefined;
  orgId: number;
  /** YYYY-MM-DD */
  initialDate: string;
  initialPeriod?: AccountingPeriod | null;
  locale?: string;
  /** false: the host shows the period itself (the shell's user panel). */
  showPeriod?: boolean;
  variant?: 'unstyled' | 'default';
};

export function mount(el: HTMLElement, options: LoginDateOptions): () => void {
  return mountWidget(el, 'login-date-picker', <LoginDatePicker options={options} />);
}
