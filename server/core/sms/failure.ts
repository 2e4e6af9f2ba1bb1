import { DomainError } from '../errors';
import { mask, type SmsProvider } from '../providers';
import { serverMessages } from '../../messages';

/**
 * What a provider's refusal or absence becomes: the parent reads "try again later"; the log (the
 * caller's) keeps the provider's own code for the school's IT person, never the number or code.
 */
export class SmsSendError extends DomainError {
  constructor(readonly providerCode: string) {
    super('PROVIDER_UNAVAILABLE', serverMessages.smsSendFailed);
  }
}

/**
 * The provider's own code for a failed send goes to the log as a warning, for the school's IT
 * person (a wrong key, an unapproved template, a number's daily limit at the provider); the
 * number is masked and the code never written.
 */
export function loggingFailures(
  provider: SmsProvider,
  log: { warn(object: object, message: string): void },
): SmsProvider {
  return {
    async send(mobile, code) {
      try {
        await provider.send(mobile, code);
      } catch (error) {
        const providerCode = error instanceof SmsSendError ? error.providerCode : 'unknown';
        log.warn({ mobile: mask(mobile), providerCode }, 'SMS provider did not send the code');
        throw error;
      }
    },
  };
}
