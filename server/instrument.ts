import { DomainError } from './core/errors';
import type { Services } from './services';
import type { Metrics, NotificationResult } from './core/ops/metrics';

// Counting at the composition root (decision 034): the built services are wrapped in place, so
// no service needs to know metrics exist and every caller (routes, tasks) is counted alike.

function notificationResult(error: unknown): NotificationResult {
  if (error instanceof DomainError && error.code === 'BAD_SIGNATURE') return 'bad_signature';
  if (error instanceof DomainError && error.code === 'NOT_FOUND') return 'unknown_payment';
  return 'failed';
}

export function instrumentServices(services: Services, metrics: Metrics): void {
  const sms = services.providers.sms;
  const send = sms.send.bind(sms);
  sms.send = async (...args: Parameters<typeof send>) => {
    try {
      await send(...args);
      metrics.smsSent('sent');
    } catch (error) {
      metrics.smsSent('failed');
      throw error;
    }
  };

  const { payments } = services;
  const notify = payments.notify.bind(payments);
  payments.notify = async (tx, channel, raw, headers) => {
    try {
      const result = await notify(tx, channel, raw, headers);
      metrics.paymentNotification(channel, 'accepted');
      return result;
    } catch (error) {
      metrics.paymentNotification(channel, notificationResult(error));
      throw error;
    }
  };
}
