/**
 * Marks the current page's tab as editing (editFlag=2 in its URL query, SPEC.md section 4) while a
 * document holds unsaved changes: the shell then asks before the tab is closed. Call only while the
 * page is the visible one (the flag goes into the current location).
 */
import { navigate } from 'wouter/use-browser-location';

export function markEditing(on: boolean): void {
  const params = new URLSearchParams(location.search);
  if (on === (params.get('editFlag') === '2')) return;
  if (on) params.set('editFlag', '2');
  else params.delete('editFlag');
  const search = params.toString();
  navigate(location.pathname + (search ? `?${search}` : ''), { replace: true });
}
