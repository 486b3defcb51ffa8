/**
 * Stands in for a path that neither the user's routes nor the fixed routes hold while the route table is
 * asked about it (route-access.ts): a page the user may not open then resolves to the 403 tab (the layout
 * renders again from `routeAccess`), anything else goes to /404. Offline, the question waits for the network.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { useNetworkRestored } from '../../ui/use-network-restored';
import { checkRouteAccess, routeAccess } from '../route-access';

export function RouteAccessCheck({ path }: { path: string }) {
  useSignals();
  const state = routeAccess.value[path];
  useEffect(() => void checkRouteAccess(path), [path]);
  useNetworkRestored(() => void checkRouteAccess(path));
  if (state === 'missing') return <Redirect to="/404" replace />;
  return null;
}
