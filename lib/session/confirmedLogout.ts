import { format, messages } from '@/lib/i18n';
import { dropOutbox, outboxItems } from '@/lib/outbox/outbox';
import { showModal } from '@/lib/platform/feedback';
import { logout } from './logout';

/**
 * Logs out after the user confirms. Waiting requests belong to this account and logging out drops
 * them (decision 026), so the question says how many would go.
 */
export async function logoutAfterConfirm(): Promise<void> {
  const t = messages();
  const waiting = outboxItems().filter((item) => item.refusal === undefined).length;
  const { confirm } = await showModal({
    title: t.dialog.notice,
    content:
      waiting > 0 ? format(t.outbox.logoutWarning, { count: waiting }) : t.account.confirmLogout,
  });
  if (!confirm) return;
  await dropOutbox();
  await logout();
}
