'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { AsyncState } from '@/components/AsyncState';
import { Page } from '@/components/Page';
import common from '../../components/account/account.module.css';
import { useReminderSettings } from '@/lib/api/reminder';
import type { ReminderSetting } from '@/lib/contract/reminder';
import { THRESHOLD_MAX, THRESHOLD_MIN } from '@/lib/contract/reminder';
import { errorText } from '@/lib/api/errorText';
import { format, messages } from '@/lib/i18n';
import { errorTexts } from '@/lib/i18n/areas/errors';
import { reminderMessages } from '@/lib/i18n/areas/reminders';
import { fenOfYuan, yuanOf } from '@/lib/money/fen';
import { showToast } from '@/lib/platform/feedback';
import type { PushState } from '@/lib/push/subscribe';
import styles from './parts/remind.module.css';

// The push code is loaded only here, when the screen asks for it (not in the app shell).
const loadPush = () => import('@/lib/push/subscribe');

/**
 * Reminder settings: a switch per reminder (receive), the balance threshold, and this device's
 * notifications. A change shows only once the server answered with the code '200' (docs/product.md, "States and transitions").
 */
export default function RemindSettingScreen() {
  const t = messages();
  const r = reminderMessages();
  const list = useReminderSettings();
  const [busy, setBusy] = useState<number | null>(null);
  const [push, setPush] = useState<PushState | null>(null);
  const balance = list.settings?.find((item) => item.messageTemplateModel.kind === 'BalanceLow');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();

  useEffect(() => {
    void loadPush().then((module) => setPush(module.pushState()));
  }, []);
  useEffect(() => {
    if (balance?.threshold != null) setAmount(yuanOf(balance.threshold, { short: true }));
  }, [balance?.threshold]);

  async function change(item: ReminderSetting, receive: boolean, threshold?: number) {
    setBusy(item.id);
    try {
      const accepted = await list.change(item.id, receive, threshold);
      showToast({
        title: accepted ? r.setting.saved : r.setting.failed,
        icon: accepted ? 'success' : 'fail',
      });
    } catch (error) {
      showToast({ title: errorText(error, errorTexts().actions.reminder), icon: 'fail' });
    } finally {
      setBusy(null);
    }
  }

  function onThreshold(event: FormEvent) {
    event.preventDefault();
    const fen = fenOfYuan(amount);
    if (!balance) return;
    if (fen === undefined || fen < THRESHOLD_MIN || fen > THRESHOLD_MAX) {
      setAmountError(
        format(errorTexts().hints.thresholdInvalid, {
          min: yuanOf(THRESHOLD_MIN, { short: true }),
          max: yuanOf(THRESHOLD_MAX, { short: true }),
        }),
      );
      return;
    }
    setAmountError(undefined);
    void change(balance, balance.receive, fen);
  }

  async function onEnablePush() {
    try {
      setPush(await (await loadPush()).enablePush());
    } catch {
      showToast({ title: r.setting.failed, icon: 'fail' });
    }
  }

  return (
    <Page title={t.routes.myRemindSetting}>
      <AsyncState
        serverText={false}
        isLoading={!list.settings && list.isLoading}
        error={list.settings ? undefined : list.error}
        onRetry={() => void list.retry()}
      >
        <section aria-labelledby="remind-list">
          <h2 id="remind-list" className={common.sectionTitle}>
            {r.setting.list}
          </h2>
          {list.settings?.map((item) => {
            const kind = item.messageTemplateModel.kind;
            const id = `remind-${item.id}`;
            return (
              <div key={item.id} className={styles.row}>
                <div className={styles.rowText}>
                  <label htmlFor={id} className={styles.rowTitle}>
                    {r.kinds[kind]}
                  </label>
                  <p className={styles.rowHint} id={`${id}-hint`}>
                    {r.kindHints[kind]}
                  </p>
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  aria-describedby={`${id}-hint`}
                  checked={item.receive}
                  disabled={busy === item.id}
                  onChange={(event) => void change(item, event.target.checked)}
                />
              </div>
            );
          })}
          {balance ? (
            <form className={styles.threshold} onSubmit={onThreshold}>
              <label htmlFor="remind-threshold">{r.setting.threshold}</label>
              <input
                id="remind-threshold"
                className={styles.thresholdInput}
                inputMode="decimal"
                value={amount}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'remind-threshold-error' : undefined}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setAmountError(undefined);
                }}
              />
              <button type="submit" className={common.primaryButton} disabled={busy !== null}>
                {r.setting.thresholdSave}
              </button>
              {amountError ? (
                <p id="remind-threshold-error" role="alert" className={styles.fieldError}>
                  {amountError}
                </p>
              ) : null}
            </form>
          ) : null}
        </section>
        <section aria-labelledby="remind-device">
          <h2 id="remind-device" className={common.sectionTitle}>
            {r.setting.device}
          </h2>
          {push === 'unsupported' ? (
            <p className={styles.note}>{r.setting.deviceUnsupported}</p>
          ) : null}
          {push === 'denied' ? <p className={styles.note}>{r.setting.deviceBlocked}</p> : null}
          {push === 'granted' ? <p className={styles.note}>{r.setting.deviceEnabled}</p> : null}
          {push === 'default' || push === 'granted' ? (
            <div className={common.actions}>
              <button
                type="button"
                className={common.primaryButton}
                onClick={() => void onEnablePush()}
              >
                {r.setting.deviceEnable}
              </button>
            </div>
          ) : null}
        </section>
      </AsyncState>
    </Page>
  );
}
