import { pushKey, subscribePush } from '@/lib/contract/reminder';
import { request } from '@/lib/api/client';

// This device's Web Push subscription (decision 043). Loaded only by the reminder settings screen
// (a dynamic import), never by the app shell: the first load does not pay for it.

export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission, subscribes with the server's VAPID key and registers the subscription for
 * this account and session. The permission state it ended in.
 */
export async function enablePush(): Promise<PushState> {
  if (pushState() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await request(pushKey, undefined, { silent: true });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await request(
    subscribePush,
    {
      body: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    },
    { silent: true },
  );
  return 'granted';
}
