import { request } from '@/lib/api/client';
import { staffMe } from '@/lib/contract/admin';
import { keptClasses } from '@/lib/contract/classes';
import { HOME_PAGE, route } from '@/lib/router/routes';

/**
 * Where an account with no child lands after signing in on the parents' login: the console for
 * the school's staff (a kitchen, an administrator), the class list for a class teacher, else the
 * parents' home, which offers to add a child. Loaded only for such accounts: a parent with
 * children goes home without it.
 */
export async function landingWithoutChildren(): Promise<string> {
  const staff = await request(staffMe, undefined, { silent: true }).then(
    () => true,
    () => false,
  );
  if (staff) return route('adminHome');
  const kept = await request(keptClasses, undefined, { silent: true }).catch(() => []);
  return kept.length > 0 ? route('classes') : HOME_PAGE;
}
