import type { PushPayload } from '@/lib/contract/reminder';
import { jumpUrl } from '@/server/domains/reminder';
import { JUMP_PREFIX, parsePush, type ReminderPush } from '@/service-worker/push';

// The worker spells the push payload and the JumpRemind link itself (no zod in the worker):
// these hold its copy equal to the server's.

describe('the push payload the worker reads', () => {
  it('is the server payload, and a tap opens the same JumpRemind link', () => {
    const sent: PushPayload = { id: 12, title: '明日订餐提醒', body: '…', url: jumpUrl(12) };
    const read: ReminderPush | null = parsePush(sent);
    expect(read).toEqual(sent);
    expect(`${JUMP_PREFIX}12`).toBe(jumpUrl(12));
  });

  it('never opens a link other than JumpRemind, and ignores what is not a reminder', () => {
    expect(parsePush({ id: 3, title: 't', body: 'b', url: 'https://evil.example/' })?.url).toBe(
      jumpUrl(3),
    );
    expect(parsePush({ title: 'no id' })).toBeNull();
    expect(parsePush('text')).toBeNull();
  });
});
