/**
 * The address as a page kept alive behind a tab sees it (issue 18): wouter's hooks and `Link`s subscribe to
 * the browser's location, so each navigation rendered every link of every kept page again (a voucher
 * list's 20 links on each tab switch). Under its host's router a page sees only its own address: the path
 * is the page's (it is shown only while the address is its own), the query is the last one seen at that
 * path, so another page's navigation changes nothing here.
 */
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { navigate, useLocationProperty } from 'wouter/use-browser-location';

type PageAddressHooks = { hook: BaseLocationHook; searchHook: BaseSearchHook };

/** The location hooks for the router of the page at `path`; created once per page host. */
export function pageAddressHooks(path: string): PageAddressHooks {
  let search = location.pathname === path ? location.search : '';
  const ownSearch = () => {
    if (location.pathname === path) search = location.search;
    return search;
  };
  return {
    hook: () => [path, navigate],
    searchHook: () => useLocationProperty(ownSearch),
  };
}
