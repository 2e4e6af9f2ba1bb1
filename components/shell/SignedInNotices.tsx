'use client';
import { OutboxNotice } from '@/components/outbox/OutboxNotice';
import { ReminderNotice } from '@/components/reminders/ReminderNotice';

/**
 * What the app shows on every screen with a session: the outbox's notices (issue 16) and the
 * reminders no device was pushed (issue 15). One lazy chunk, loaded only with a session.
 */
export function SignedInNotices() {
  return (
    <>
      <OutboxNotice />
      <ReminderNotice />
    </>
  );
}
