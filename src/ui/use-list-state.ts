/**
 * A list view's state in the URL query (DESIGN.md section 7: every list state is a deep link):
 * pageNum, pageSize, orderByColumn, isAsc and the page's declared filters. Defaults are left out of the
 * URL, and query parameters the list does not own (automation=1, editFlag, ...) are kept as they are.
 * Filters must be declared: other parameters of the URL are never mistaken for filters. A list inside a
 * dialog keeps its state to itself (useOwnListState): the address is the page's.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { navigate, useLocationProperty } from 'wouter/use-browser-location';
import type { SortOrder } from './column-types';
import { DEFAULT_PAGE_SIZE } from './pager';

export type ListState = {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: SortOrder;
  filters: Record<string, string>;
};
export type ListStateDefaults = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string> };

const OWN_KEYS = ['pageNum', 'pageSize', 'orderByColumn', 'isAsc'] as const;
const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

function positiveInt(text: string | null, fallback: number): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : fallback;
}

function order(text: string | null): SortOrder | undefined {
  if (text === 'ascending' || text === 'asc') return 'ascending';
  if (text === 'descending' || text === 'desc') return 'descending';
  return undefined;
}

function full(defaults: ListStateDefaults = {}): ListState {
  return { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, ...defaults, filters: { ...defaults.filters } };
}

/** Reads the list state from a query string ('?a=1' or 'a=1'); what is missing or invalid takes the default. */
export function parseListState(search: string, filterKeys: readonly string[], defaults?: ListStateDefaults): ListState {
  const base = full(defaults);
  const params = new URLSearchParams(search);
  const state: ListState = {
    pageNum: positiveInt(params.get('pageNum'), base.pageNum),
    pageSize: positiveInt(params.get('pageSize'), base.pageSize),
    filters: {},
  };
  // Present but empty means "none" even when the default has a sort or a filter value.
  const column = params.get('orderByColumn');
  const sortColumn = column === null ? base.orderByColumn : COLUMN_NAME.test(column) ? column : undefined;
  if (sortColumn) state.orderByColumn = sortColumn;
  const asc = params.has('isAsc') ? order(params.get('isAsc')) : base.isAsc;
  if (asc) state.isAsc = asc;
  for (const key of filterKeys) {
    const value = params.has(key) ? (params.get(key) ?? '') : (base.filters[key] ?? '');
    if (value !== '') state.filters[key] = value;
  }
  return state;
}

/** The query string (without '?') for `state`: foreign parameters kept, then the non-default list keys. */
export function formatListState(state: ListState, currentSearch: string, filterKeys: readonly string[], defaults?: ListStateDefaults): string {
  const base = full(defaults);
  const params = new URLSearchParams(currentSearch);
  for (const key of [...OWN_KEYS, ...filterKeys]) params.delete(key);
  for (const key of filterKeys) {
    const value = state.filters[key] ?? '';
    if (value !== (base.filters[key] ?? '')) params.set(key, value);
  }
  if (state.pageNum !== base.pageNum) params.set('pageNum', String(state.pageNum));
  if (state.pageSize !== base.pageSize) params.set('pageSize', String(state.pageSize));
  if ((state.orderByColumn ?? '') !== (base.orderByColumn ?? '')) params.set('orderByColumn', state.orderByColumn ?? '');
  if ((state.isAsc ?? '') !== (base.isAsc ?? '')) params.set('isAsc', state.isAsc ?? '');
  return params.toString();
}

export type ListStateOptions = { filterKeys: readonly string[]; defaults?: ListStateDefaults };

/**
 * The list state of the page at the path it was mounted on, and a setter that replaces the URL (no
 * history entry per keystroke or page). A page kept alive behind another tab keeps its last state
 * instead of reading the other page's query. Changing filters does not reset pageNum by itself:
 * pass `pageNum: 1` with them.
 */
export function useListState({ filterKeys, defaults }: ListStateOptions): [ListState, (patch: Partial<ListState>) => void] {
  const ownPath = useRef(location.pathname);
  // The query of this page's own address, kept as it was while another page is shown: a navigation
  // elsewhere (a tab switch) is no change here, so the lists kept alive behind other tabs do not render again.
  const ownSearch = useRef(location.search);
  const search = useLocationProperty(() => (location.pathname === ownPath.current ? (ownSearch.current = location.search) : ownSearch.current));
  const keys = filterKeys.join('\u0000');
  const defaultsKey = JSON.stringify(defaults ?? {});

  // Keyed by content: pages pass inline arrays and objects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` and `defaultsKey` are `filterKeys` and `defaults` by content
  const state = useMemo(() => parseListState(search, filterKeys, defaults), [search, keys, defaultsKey]);

  const setState = (patch: Partial<ListState>) => {
    if (location.pathname !== ownPath.current) return;
    // Read the URL now, not the render's copy, so two patches in one event both survive.
    const current = parseListState(location.search, filterKeys, defaults);
    const next: ListState = { ...current, ...patch, filters: patch.filters ?? current.filters };
    const query = formatListState(next, location.search, filterKeys, defaults);
    navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, { replace: true, state: history.state });
  };
  return [state, setState];
}

/**
 * The list state of a list inside a dialog (a run's lines, a card's history): kept by the list itself, so
 * paging or sorting it never rewrites the address, which belongs to the page's own list behind the dialog.
 * Starts at the defaults each time the dialog opens.
 */
export function useOwnListState({ filterKeys, defaults }: ListStateOptions): [ListState, (patch: Partial<ListState>) => void] {
  const [state, setState] = useState(() => parseListState('', filterKeys, defaults));
  const patch = useCallback((next: Partial<ListState>) => setState((current) => ({ ...current, ...next, filters: next.filters ?? current.filters })), []);
  return [state, patch];
}
