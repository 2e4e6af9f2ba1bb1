import webpush from 'web-push';
import type { PushPayload } from '../../../lib/contract/reminder';
import type { VapidKeys } from '../../core/settings';

// Web Push through the `web-push` library (decision 043): it encrypts the payload for the
// subscription's keys (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292). We send the
// request it describes ourselves with fetch, so a test's fake push service on loopback can be
// plain http; production endpoints must be https (checked when a subscription is saved).

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: accepted; gone: the push service says the subscription no longer exists (404/410). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** A reminder waits at most a day in the push service for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export function webPushSender(keys: VapidKeys): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
          urgency: 'normal',
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** Fresh VAPID keys: demo mode makes a pair when none is configured (decision 043). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * Where a subscription may point: https anywhere; plain http only to this machine in demo mode
 * (the tests' fake push service). Anything else is refused, so a caller cannot make the server
 * post to an arbitrary address.
 */
export function acceptableEndpoint(endpoint: string, demo: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return demo && url.protocol === 'http:' && loopback;
}
