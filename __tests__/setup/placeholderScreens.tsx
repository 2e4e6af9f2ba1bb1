import type { ScreenLoader, ScreenLoaders } from '@/components/shell/LazyScreen';
import { PageMessage } from '@/components/PageMessage';
import { messages } from '@/lib/i18n';
import { ROUTES, type RouteDefinition } from '@/lib/router/routes';

/** A stand-in screen: the route's title and the catalogue's empty text, fetching nothing. */
export function PlaceholderScreen({ route }: { route: RouteDefinition }) {
  return <PageMessage title={route.title} message={messages().common.empty} />;
}

/**
 * A loader for every route that shows its placeholder, except the real screens given, so tests of
 * the shell and the root load (and fetch the data of) no screen they are not about.
 */
export function placeholderLoaders(real: Partial<ScreenLoaders> = {}): ScreenLoaders {
  return Object.fromEntries(
    ROUTES.map((entry): [string, ScreenLoader] => [
      entry.name,
      real[entry.name] ?? (async () => ({ default: () => <PlaceholderScreen route={entry} /> })),
    ]),
  ) as ScreenLoaders;
}
