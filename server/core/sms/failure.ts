import { DomainError } from '../errors';
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
