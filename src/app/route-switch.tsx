/**
 * A route table rendered only when which of its routes matches changes (issue 18). wouter's `<Switch>`
 * and each `<Route>` read the path, so every navigation, a tab switch among them, rendered both route
 * tables (the top-level one and the signed-in area's) and their matched routes again. Here the `<Route>`
 * elements only describe the table: the first whose `path` matches by wouter's own rules (a route
 * without one matches anything) has its `component` or its children rendered. No route of these tables
 * has parameters, so none are passed.
 */
import { Children, createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

type RouteProps = { path?: string; component?: ComponentType; children?: ReactNode };
type Parser = ReturnType<typeof useRouter>['parser'];

/**
 * The router's parser, remembering what it made of each path: every navigation asks each table which
 * route matches, and the parser builds a pattern from the route's path each time it is asked.
 */
const remembered = new WeakMap<Parser, Parser>();
function rememberingParser(parser: Parser): Parser {
  let known = remembered.get(parser);
  if (!known) {
    const made = new Map<string, ReturnType<Parser>>();
    known = (route, loose) => {
      const key = `${loose ? 1 : 0}${route}`;
      let pattern = made.get(key);
      if (!pattern) made.set(key, (pattern = parser(route, loose)));
      return pattern;
    };
    remembered.set(parser, known);
  }
  return known;
}

export function RouteSwitch({ children }: { children: ReactNode }) {
  const parser = rememberingParser(useRouter().parser);
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> => isValidElement(child));
  const matched = useLocationProperty(() => routes.findIndex(({ props }) => props.path === undefined || matchRoute(parser, props.path, location.pathname)[0]));
  const route = routes[matched];
  if (!route) return null;
  return route.props.component ? createElement(route.props.component) : route.props.children;
}
