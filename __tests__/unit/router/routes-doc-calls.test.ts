/** @jest-environment node */
import { join } from 'node:path';
import { callsFrom } from '@/scripts/routes-doc/calls';
import { allScreenModules } from '@/scripts/routes-doc/modules';

// The route document's "Calls" column comes from this walk; a wrong walk would make it lie.
const root = join(__dirname, '../../..');
const modules = allScreenModules();

function callsOf(name: string): string[] {
  const file = modules.get(name);
  if (!file) throw new Error(`no module for ${name}`);
  return callsFrom(file).map((call) => `${call.method} ${call.path}`);
}

describe('the calls a screen makes, found from its imports', () => {
  it('reads the screen module of every route from the loader maps', () => {
    expect(modules.get('myMealLogs')).toBe(join(root, 'screens/my/MealLogs.tsx'));
    expect(modules.get('login')).toBe(join(root, 'screens/user/login/index.tsx'));
    // The 63 spec screens, the console's 20 (decisions 046, 067, 070, 074, 078, 080, 083), the
    // feeds' 2 (decision 073), the allergy profile (decision 080) and the nutrition week (081).
    expect(modules.size).toBe(63 + 20 + 2 + 1 + 1);
    expect(modules.get('adminMessages')).toBe(join(root, 'screens/admin/messages.tsx'));
    expect(modules.get('mealNutrition')).toBe(join(root, 'screens/meal/nutrition.tsx'));
    expect(modules.get('adminServe')).toBe(join(root, 'screens/admin/serve/index.tsx'));
    expect(modules.get('adminData')).toBe(join(root, 'screens/admin/data/index.tsx'));
    expect(modules.get('publicityPrint')).toBe(join(root, 'screens/publicity/print/index.tsx'));
    expect(modules.get('adminSheet')).toBe(join(root, 'screens/admin/sheet.tsx'));
  });

  it('follows hooks by name: the meal logs screen reaches only the logs call', () => {
    expect(callsOf('myMealLogs')).toEqual(['GET /api/meal/axis/logs']);
  });

  it('counts the calls a screen makes itself, and not the API client’s own logout', () => {
    expect(callsOf('mySetting')).toEqual(
      expect.arrayContaining(['DELETE /api/social/account/{provider}/{id}/unbind', 'POST /logout']),
    );
    expect(callsOf('myMealLogs')).not.toContain('POST /logout');
  });

  it('finds no calls in a screen that makes none', () => {
    expect(callsOf('myIntroduction')).toEqual([]);
  });

  it('follows a screen folder into its parts: about reads and marks the version notes', () => {
    expect(callsOf('myAboutPlatform')).toEqual([
      'GET /api/version/history',
      'POST /api/version/history',
    ]);
  });
});
