import webpush from 'web-push';
import type { PushPayload } from '../../../lib/contract/reminder';
import { OutboundError, type OutboundClient } from '../../core/outbound/client';
import type { VapidKeys } from '../../core/settings';

// Web Push through the `web-push` library (decision 043): it encrypts the payload for the
// subscription's keys (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292). The request it
// describes goes out through the guarded outbound client (decision 062), never plain fetch: the
// endpoint is an address a signed-in user gave us.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * sent: accepted. gone: this subscription can never work, so it is dropped: the push service says
 * it no longer exists (404/410), or the guard refuses its address or it redirects. failed: may
 * work next time (a timeout, a 5xx); enough of these in a row drop it too.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** A reminder waits at most a day in the push service for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

export function webPushSender(keys: VapidKeys, client: OutboundClient): PushSender {
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
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      try {
        const { status } = await client.post(details.endpoint, {
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
        });
        if (status === 404 || status === 410) return 'gone';
        return status >= 200 && status < 300 ? 'sent' : 'failed';
      } catch (error) {
        return error instanceof OutboundError && error.permanent ? 'gone' : 'failed';
      }
    },
  };
}

/** Fresh VAPID keys: demo mode makes a pair when none is configured (decision 043). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
