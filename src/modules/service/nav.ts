/**
 * Where an approval page lives. Pages find each other by their server `component` key in the route
 * tree (the menus are the server's), falling back to the addresses SPEC.md names.
 */
import { navigate } from 'wouter/use-browser-location';
import { pathOfComponent } from '../../state/routes.model';

export const COMPONENTS = {
  definitions: 'service/approvalCenter/approvalDefinition',
  designer: 'service/approval/designer',
  status: 'service/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail',
  initiate: 'service/approvalInitiated/index',
  pending: 'service/approvalCenter/pendingList',
  query: 'service/approval/query/index',
} as const;

const FALLBACK: Record<string, string> = {
  [COMPONENTS.definitions]: '/htservice/approvalCenter/approvalDefinition',
  [COMPONENTS.designer]: '/metadata/temp4/wfd',
  [COMPONENTS.status]: '/htservice/approvalInitiated/queryApproval/ApprovalFromDataDemoDetail',
};

const FORM_EDIT_PATH = '/flowableFormEdit';

/** The path of the user's own page with this component key, if their menus have it. */
export const ownPathOf = pathOfComponent;

export function pathOf(component: string): string {
  return ownPathOf(component) ?? FALLBACK[component] ?? '/404';
}

function openPage(path: string, query: Record<string, string | number>): void {
  navigate(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
}

export const openDefinitions = () => navigate(pathOf(COMPONENTS.definitions));
export const openDesigner = (definitionId: number) => openPage(pathOf(COMPONENTS.designer), { definitionId });
export const openFormEditor = (definitionId: number) => openPage(FORM_EDIT_PATH, { definitionId });
export const openStatus = (instanceId: number) => openPage(pathOf(COMPONENTS.status), { instanceId });
