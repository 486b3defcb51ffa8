/** Marks the page's tab as editing (editFlag=2 in the URL) while a form holds unsaved changes; the shell asks before closing it. */
import { navigate } from 'wouter/use-browser-location';

export function markEditing(on: boolean): void {
  const params = new URLSearchParams(location.search);
  if (on === (params.get('editFlag') === '2')) return;
  if (on) params.set('editFlag', '2');
  else params.delete('editFlag');
  const search = params.toString();
  navigate(location.pathname + (search ? `?${search}` : ''), { replace: true });
}
