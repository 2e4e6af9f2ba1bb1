import { SCREEN_LOADERS } from '@/app/screen-loaders';
import { ROUTES } from '@/lib/router/routes';

describe('screen loader table', () => {
  it('has one loader per route and no other', () => {
    expect(Object.keys(SCREEN_LOADERS).sort()).toEqual(ROUTES.map((entry) => entry.path).sort());
  });

  it('loads a module with a default screen component for every route', async () => {
    for (const entry of ROUTES) {
      const load = SCREEN_LOADERS[entry.path];
      if (!load) throw new Error(`no loader for ${entry.path}`);
      const screenModule = await load();
      expect(typeof screenModule.default).toBe('function');
    }
  });
});
