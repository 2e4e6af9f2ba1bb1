import type { ScreenLoader } from '@/components/shell/LazyScreen';
import type { RouteName } from '@/lib/router/routes';

export type ConsoleRouteName = Extract<RouteName, `admin${string}`>;

// The console's screens behind one entry of the first load (decision 059): each `import()` of
// app/screenLoaders.ts puts its chunk list in the code every route loads, and families and
// teachers never open the console. Opening a console route loads this small module first.
export const CONSOLE_SCREENS = {
  adminHome: () => import('./index'),
  adminSheet: () => import('./sheet'),
  adminMenus: () => import('./menus'),
  adminCalendar: () => import('./calendar'),
  adminRules: () => import('./rules'),
  adminRoster: () => import('./roster'),
  adminMoney: () => import('./money'),
  adminContent: () => import('./content'),
  adminAudit: () => import('./audit'),
  adminMembers: () => import('./members'),
  adminData: () => import('./data'),
  adminEnrolment: () => import('./enrolment'),
  adminLetters: () => import('./letters'),
  adminInvite: () => import('./invite'),
  adminLeftovers: () => import('./leftovers'),
  adminWaste: () => import('./waste'),
  adminServe: () => import('./serve'),
  adminLabels: () => import('./labels'),
  adminAllergy: () => import('./allergy'),
  adminMessages: () => import('./messages'),
} as const satisfies { readonly [N in ConsoleRouteName]: ScreenLoader };
