import { DiningType } from '@/lib/contract/enums';
import type { Reminder } from '@/lib/contract/reminder';
import { format, messages } from '@/lib/i18n';
import { REMINDER_BODIES_ZH, reminderMessages } from '@/lib/i18n/areas/reminders';
import { zhCN } from '@/lib/i18n/zh-CN';
import { diningLabel } from '@/lib/meal/calendar';

// The server stores a reminder's body as Chinese text only (it is what the chat platform and the
// push carry). The values are read back out of that text with the template it was written from,
// so the app can say it in the user's language; a body that fits no template is shown as sent.

type BodyKey = Exclude<keyof typeof REMINDER_BODIES_ZH, 'mealsJoiner'>;

function templatesOf(reminder: Reminder): BodyKey[] {
  if (reminder.kind === 'PaymentResult') return ['PaymentPaid', 'PaymentDeclined'];
  // A kind whose body the client has no template for (AllergyAlert names dishes and allergens
  // in the server's words) is shown as sent.
  return reminder.kind in REMINDER_BODIES_ZH ? [reminder.kind as BodyKey] : [];
}

const patterns = new Map<BodyKey, { regex: RegExp; names: string[] }>();

function patternOf(key: BodyKey) {
  let pattern = patterns.get(key);
  if (!pattern) {
    const names: string[] = [];
    const source = REMINDER_BODIES_ZH[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([\\s\\S]*?)';
      })
      .join('');
    pattern = { regex: new RegExp(`^${source}$`), names };
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The values the body was written with, and which template, or undefined when none fits. */
export function readBody(
  reminder: Reminder,
): { key: BodyKey; values: Record<string, string> } | undefined {
  for (const key of templatesOf(reminder)) {
    const { regex, names } = patternOf(key);
    const match = regex.exec(reminder.body);
    if (match) {
      return { key, values: Object.fromEntries(names.map((name, at) => [name, match[at + 1]!])) };
    }
  }
  return undefined;
}

const ZH_DINING: ReadonlyMap<string, DiningType> = new Map(
  DiningType.options.map((type) => [diningLabel(zhCN.meal, type), type]),
);

/** A Chinese meal name (or several joined) in the user's language; unknown words stay as they are. */
function meals(text: string): string {
  const r = reminderMessages().bodies;
  return text
    .split(REMINDER_BODIES_ZH.mealsJoiner)
    .map((word) => {
      const type = ZH_DINING.get(word);
      return type ? diningLabel(messages().meal, type) : word;
    })
    .join(r.mealsJoiner);
}

/** The reminder's title and body in the user's language. */
export function reminderText(reminder: Reminder): { title: string; body: string } {
  const r = reminderMessages();
  const title = r.kinds[reminder.kind];
  const read = readBody(reminder);
  if (!read) return { title, body: reminder.body };
  const values = { ...read.values };
  if (values.meals !== undefined) values.meals = meals(values.meals);
  if (values.meal !== undefined) values.meal = meals(values.meal);
  return { title, body: format(r.bodies[read.key], values) };
}
