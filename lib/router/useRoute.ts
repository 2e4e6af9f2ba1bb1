import { useSyncExternalStore } from 'react';
import { getCurrentRoute, getServerRoute, subscribeRoute, type CurrentRoute } from './location';

/** The current hash route: `{ url, path, query, route }`; re-renders on every route change. */
export function useRoute(): CurrentRoute {
  return useSyncExternalStore(subscribeRoute, getCurrentRoute, getServerRoute);
}
