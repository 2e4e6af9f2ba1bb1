import type { ReminderKind } from '../../../lib/contract/reminder';
import { serverMessages } from '../../messages';

// The message templates: one per reminder kind, with the id the spec's reminder list uses.

export const TEMPLATES: readonly { id: number; kind: ReminderKind; title: string }[] = [
  { id: 1, kind: 'MealNotOrdered', title: serverMessages.reminderTitleMealNotOrdered },
  { id: 2, kind: 'BalanceLow', title: serverMessages.reminderTitleBalanceLow },
  { id: 3, kind: 'PaymentResult', title: serverMessages.reminderTitlePaymentResult },
  { id: 4, kind: 'LeaveConfirmed', title: serverMessages.reminderTitleLeaveConfirmed },
  { id: 5, kind: 'MessageAnswered', title: serverMessages.reminderTitleMessageAnswered },
  { id: 6, kind: 'MealsMissed', title: serverMessages.reminderTitleMealsMissed },
  { id: 7, kind: 'AllergyAlert', title: serverMessages.reminderTitleAllergyAlert },
];

export function templateOf(kind: ReminderKind) {
  return TEMPLATES.find((template) => template.kind === kind)!;
}
