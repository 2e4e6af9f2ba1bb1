import { SCREEN_LOADERS } from '@/app/screenLoaders';
import { ROUTES } from '@/lib/router/routes';
import { CONSOLE_SCREENS } from '@/screens/admin/screens';

// That every route has a loader is checked by the compiler (SCREEN_LOADERS satisfies a type
// derived from the table's rows). What the compiler cannot see is that each import resolves to a
// screen component, and that it is the module the route's path names.
describe('screen loaders', () => {
  it('loads, for every route, a module with a default screen component', async () => {
    for (const entry of ROUTES) {
      const load = SCREEN_LOADERS[entry.name as keyof typeof SCREEN_LOADERS];
      const screenModule = await load();
      expect(typeof screenModule.default).toBe('function');
    }
  });

  it('imports each screen from the module that mirrors its path under screens/', () => {
    for (const entry of ROUTES) {
      // The console's routes go through one entry (decision 059): their imports are in its map.
      const load =
        CONSOLE_SCREENS[entry.name as keyof typeof CONSOLE_SCREENS] ??
        SCREEN_LOADERS[entry.name as keyof typeof SCREEN_LOADERS];
      const path = entry.path.replace('/pages/admin/', './').replace('/pages/', 'screens/');
      expect(load.toString()).toContain(path);
    }
  });
});
