'use client';

import { useState } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { saveRule, saveSchoolSwitches, useSchoolRules } from '@/lib/api/admin';
import { SWITCH_NAMES, type DiningRule, type Switches } from '@/lib/contract/adminRules';
import { consoleMessages } from '@/lib/i18n/areas/console';
import { fenOfYuan, yuanOf } from '@/lib/money/fen';
import { ConsoleFrame } from './parts/ConsoleFrame';
import { ServingSettingsSection } from './parts/ServingSettingsSection';
import styles from './parts/console.module.css';

/** /pages/admin/rules: prices, cut-offs, serving times and switches (decision 049). */
export default function RulesScreen() {
  return (
    <ConsoleFrame current="adminRules">
      {(me) => (
        <>
          <Rules />
          <ServingSettingsSection canEdit={me.role === 'SchoolAdmin'} />
        </>
      )}
    </ConsoleFrame>
  );
}

function Rules() {
  const t = consoleMessages();
  const rules = useSchoolRules();
  const [status, setStatus] = useState('');
  const report = (done: Promise<unknown>) =>
    done.then(
      () => setStatus(t.common.saved),
      () => setStatus(t.common.failed),
    );
  return (
    <AsyncState isLoading={rules.isLoading} error={rules.error} onRetry={() => void rules.mutate()}>
      <p className={styles.note}>{t.rules.note}</p>
      <p className={styles.status} role="status">
        {status}
      </p>
      {rules.data ? (
        <>
          <SwitchForm
            title={t.rules.switches}
            value={rules.data.functionalSwitch}
            onSave={(value) => void report(saveSchoolSwitches(value))}
          />
          {rules.data.dining.map((rule) => (
            <RuleForm
              key={rule.diningType}
              rule={rule}
              onSave={(value) => void report(saveRule(value))}
            />
          ))}
        </>
      ) : null}
    </AsyncState>
  );
}

function SwitchForm({
  title,
  value,
  onSave,
}: {
  title: string;
  value: Switches;
  onSave: (value: Switches) => void;
}) {
  const t = consoleMessages();
  const [draft, setDraft] = useState<Switches>(value);
  return (
    <form
      className={styles.card}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <fieldset className={styles.toolbar}>
        <legend>{title}</legend>
        {SWITCH_NAMES.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={draft[name] === true}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.checked })}
            />
            {t.switches[name]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.button}>
        {t.common.save}
      </button>
    </form>
  );
}

type TextFields = Omit<DiningRule, 'diningType' | 'functionalSwitch'>;
const FIELDS: readonly (keyof TextFields)[] = [
  'priceOrdinary',
  'priceMuslim',
  'orderDaysBefore',
  'orderTime',
  'leaveDaysBefore',
  'leaveTime',
  'serveStart',
  'serveEnd',
];
const MONEY = new Set<keyof TextFields>(['priceOrdinary', 'priceMuslim']);
const NUMBER = new Set<keyof TextFields>(['orderDaysBefore', 'leaveDaysBefore']);

/** One dining type's rules; prices are typed in yuan and sent in fen. */
function RuleForm({ rule, onSave }: { rule: DiningRule; onSave: (rule: DiningRule) => void }) {
  const t = consoleMessages();
  const shown = (key: keyof TextFields) =>
    MONEY.has(key) ? yuanOf(Number(rule[key])) : String(rule[key]);
  const [draft, setDraft] = useState<Record<string, string>>(
    Object.fromEntries(FIELDS.map((key) => [key, shown(key)])),
  );
  const toRule = (): DiningRule => ({
    ...rule,
    ...Object.fromEntries(
      FIELDS.map((key) => {
        const text = draft[key] ?? '';
        if (MONEY.has(key)) return [key, fenOfYuan(text) ?? Number.NaN];
        if (NUMBER.has(key)) return [key, Number(text)];
        return [key, text];
      }),
    ),
  });
  const title = t.dining[rule.diningType];
  return (
    <form
      className={styles.card}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(toRule());
      }}
    >
      <fieldset className={styles.toolbar}>
        <legend>{title}</legend>
        {FIELDS.map((key) => (
          <label key={key}>
            {t.rules[key]}
            <input
              type={MONEY.has(key) || NUMBER.has(key) ? 'number' : 'time'}
              step={MONEY.has(key) ? '0.01' : undefined}
              min={0}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.button}>
        {t.common.save}
      </button>
    </form>
  );
}
