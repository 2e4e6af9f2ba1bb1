import { useMemo } from 'react';
import { useStore } from '@/lib/platform/store';
import { getServerRoute, routeStore, type CurrentRoute } from './location';
import { parseRouteQuery, type RouteName, type RouteQuery } from './routes';

export type TypedRoute<N extends RouteName> = Omit<CurrentRoute, 'query'> & {
  query: RouteQuery<N>;
};

/**
 * The current hash route; re-renders on every route change. A screen passes its route's name and
 * gets the query read through that row's schema (`useRoute('mealDay').query.date`); the shell,
 * which shows every route, calls it without a name and gets the raw strings.
 */
export function useRoute(): CurrentRoute;
export function useRoute<N extends RouteName>(name: N): TypedRoute<N>;
export function useRoute<N extends RouteName>(name?: N): CurrentRoute | TypedRoute<N> {
  const current = useStore(routeStore, getServerRoute);
  return useMemo(
    () => (name ? { ...current, query: parseRouteQuery(name, current.query) } : current),
    [current, name],
  );
}
