import { bindChild } from '@/lib/api/user';
import { errorMessage } from '@/lib/api/errors';
import type { Identity } from '@/lib/contract/user';
import { messages } from '@/lib/i18n';
import { showToast } from '@/lib/platform/feedback';
import { redirectTo } from '@/lib/router/navigation';
import { route } from '@/lib/router/routes';
import { saveIdentity, selectedIdentityOf } from '@/lib/session/store';

/**
 * Switching the child (docs/product.md, "Screens" and "Errors and messages"): bind the account to the chosen child, store it as
 * the selected identity, toast 操作成功 and land on the home tab with `associatedUserId`; on
 * failure toast 操作失败！请重试 and stay. Resolves true on success.
 */
export async function switchChild(identity: Identity): Promise<boolean> {
  const t = messages();
  try {
    await bindChild(identity.associatedUserId);
    await saveIdentity(selectedIdentityOf(identity));
  } catch (error) {
    showToast({
      title: errorMessage(error, t.errors.childSwitchFailed, { serverText: false }),
      icon: 'fail',
    });
    return false;
  }
  // After the route change, which hides every toast shown before it (docs/product.md, "States and transitions").
  await redirectTo({ url: route('home', { associatedUserId: identity.associatedUserId }) });
  showToast({ title: t.success.operation, icon: 'success' });
  return true;
}
