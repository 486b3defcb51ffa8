/** A query parameter of this page's own tab, so a hidden page keeps its record while another tab is active. */
import { tabs } from '../../state/tabs.model';

export function useTabQuery(path: string, key: string): number | undefined {
  const value = tabs.value.find((tab) => tab.path === path)?.query[key];
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
