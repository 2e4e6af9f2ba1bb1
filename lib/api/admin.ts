'use client';

import { auditLog, staffMe } from '@/lib/contract/admin';
import {
  copyWeek,
  menuSlot,
  publishWeek,
  saveMenu,
  weekMenus,
  type MenuDish,
} from '@/lib/contract/adminMenus';
import {
  calendarMonth,
  clearDay,
  declareDay,
  type CalendarKind,
} from '@/lib/contract/adminCalendar';
import {
  saveDiningRule,
  saveSwitches,
  schoolRules,
  type DiningRule,
  type Switches,
} from '@/lib/contract/adminRules';
import {
  bindTeacher,
  importRoster,
  previewRoster,
  rosterClasses,
} from '@/lib/contract/adminRoster';
import {
  accountLedger,
  adminPayments,
  findAccounts,
  counterPayment,
  markOrderPaid,
  startCounterPayment,
  unpaidOrders,
} from '@/lib/contract/adminMoney';
import { adminAgreements, adminNews, publishNews, removeNews } from '@/lib/contract/adminContent';
import { productionSheet } from '@/lib/contract/adminSheet';
import type { MealKind } from '@/lib/contract/enums';
import { request } from './client';
import type { DiningType } from '@/lib/contract/enums';
import { revalidate, useApi } from './swr';

// The school's console (decision 046). Its calls are silent: the console's screens
// show their own failure states (a 404 to /api/admin/me means "no console access").

export const adminKeys = {
  all: () => ['admin'] as const,
  me: (token: string | undefined) => ['admin', 'me', token] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  sheet: (date: string, diningType: DiningType) => ['admin', 'sheet', date, diningType] as const,
  menus: () => ['admin', 'menus'] as const,
  calendar: () => ['admin', 'calendar'] as const,
  rules: () => ['admin', 'rules'] as const,
  roster: () => ['admin', 'roster'] as const,
  money: () => ['admin', 'money'] as const,
  content: () => ['admin', 'content'] as const,
  news: () => ['admin', 'content', 'news'] as const,
  agreements: () => ['admin', 'content', 'agreements'] as const,
  payments: (mismatched: boolean) => ['admin', 'money', 'payments', mismatched] as const,
  unpaid: () => ['admin', 'money', 'unpaid'] as const,
  counter: (orderId: number) => ['admin', 'money', 'counter', orderId] as const,
  accounts: (q: string) => ['admin', 'money', 'accounts', q] as const,
  ledger: (accountId: number) => ['admin', 'money', 'ledger', accountId] as const,
  month: (month: string) => ['admin', 'calendar', month] as const,
  week: (monday: string) => ['admin', 'menus', monday] as const,
  slot: (date: string, diningType: DiningType, mealKind: MealKind) =>
    ['admin', 'menus', 'slot', date, diningType, mealKind] as const,
};

const silent = { request: { silent: true } };

export function useStaffMe(token: string | undefined) {
  return useApi(token ? adminKeys.me(token) : null, staffMe, undefined, {
    ...silent,
    shouldRetryOnError: false,
  });
}

export function useAuditLog(page: number) {
  return useApi(adminKeys.audit(page), auditLog, { query: { page, size: 20 } }, silent);
}

export function useProductionSheet(date: string, diningType: DiningType) {
  return useApi(
    adminKeys.sheet(date, diningType),
    productionSheet,
    { query: { date, diningType } },
    silent,
  );
}

export function useWeekMenus(monday: string) {
  return useApi(adminKeys.week(monday), weekMenus, { query: { monday } }, silent);
}

/** One menu's draft beside its published version (decision 063); a 404 means no menu yet. */
export function useMenuSlot(
  slot: { date: string; diningType: DiningType; mealKind: MealKind } | null,
) {
  return useApi(
    slot ? adminKeys.slot(slot.date, slot.diningType, slot.mealKind) : null,
    menuSlot,
    slot ? { query: slot } : undefined,
    { ...silent, shouldRetryOnError: false },
  );
}

export async function saveMenuDraft(slot: {
  date: string;
  diningType: DiningType;
  mealKind: MealKind;
  dishes: MenuDish[];
}) {
  const saved = await request(saveMenu, { body: slot }, { silent: true });
  await revalidate(adminKeys.menus());
  return saved;
}

export async function publishMenus(monday: string) {
  const result = await request(publishWeek, { body: { monday } }, { silent: true });
  await revalidate(adminKeys.menus());
  return result;
}

export async function copyMenus(monday: string) {
  const result = await request(copyWeek, { body: { monday } }, { silent: true });
  await revalidate(adminKeys.menus());
  return result;
}

export function useCalendarMonth(month: string) {
  return useApi(adminKeys.month(month), calendarMonth, { query: { month } }, silent);
}

export async function declareCalendarDay(day: { date: string; kind: CalendarKind; name: string }) {
  const result = await request(declareDay, { body: day }, { silent: true });
  await revalidate(adminKeys.calendar());
  await revalidate(adminKeys.all());
  return result;
}

export async function clearCalendarDay(date: string) {
  const result = await request(clearDay, { params: { date } }, { silent: true });
  await revalidate(adminKeys.calendar());
  return result;
}

export function useSchoolRules() {
  return useApi(adminKeys.rules(), schoolRules, undefined, silent);
}

export async function saveRule(rule: DiningRule) {
  const result = await request(saveDiningRule, { body: rule }, { silent: true });
  await revalidate(adminKeys.rules());
  return result;
}

export async function saveSchoolSwitches(functionalSwitch: Switches) {
  const result = await request(saveSwitches, { body: { functionalSwitch } }, { silent: true });
  await revalidate(adminKeys.rules());
  return result;
}

export function useRoster() {
  return useApi(adminKeys.roster(), rosterClasses, undefined, silent);
}

export function previewRosterCsv(csv: string) {
  return request(previewRoster, { body: { csv } }, { silent: true });
}

export async function importRosterCsv(csv: string) {
  const result = await request(importRoster, { body: { csv } }, { silent: true });
  await revalidate(adminKeys.roster());
  return result;
}

export async function bindClassTeacher(input: {
  mobile: string;
  classesId: number;
  bindType: 'HEAD_TEACHER' | 'RESPONSIBLE_TEACHER';
}) {
  const result = await request(bindTeacher, { body: input }, { silent: true });
  await revalidate(adminKeys.roster());
  return result;
}

export function usePayments(mismatched: boolean) {
  return useApi(
    adminKeys.payments(mismatched),
    adminPayments,
    { query: { page: 0, size: 50, ...(mismatched ? { mismatched: '1' as const } : {}) } },
    silent,
  );
}

export function useUnpaidOrders() {
  return useApi(adminKeys.unpaid(), unpaidOrders, { query: { page: 0, size: 50 } }, silent);
}

export async function markPaidAtCounter(id: number) {
  const result = await request(markOrderPaid, { params: { id } }, { silent: true });
  await revalidate(adminKeys.money());
  return result;
}

/** Starts the counter's QR payment of an unpaid order (the sandbox's checkout in demo mode). */
export function startCounter(id: number) {
  return request(startCounterPayment, { params: { id } }, { silent: true });
}

/** The counter's payment, read every 2 s until it is paid or ended (decision 071). */
export function useCounterPayment(id: number | null) {
  return useApi(
    id ? adminKeys.counter(id) : null,
    counterPayment,
    { params: { id: id ?? 0 } },
    {
      ...silent,
      refreshInterval: (data) => (data?.payment?.status === 'Pending' ? 2000 : 0),
    },
  );
}

export function useFoundAccounts(q: string) {
  return useApi(q ? adminKeys.accounts(q) : null, findAccounts, { query: { q } }, silent);
}

export function useAccountLedger(accountId: number | null) {
  return useApi(
    accountId ? adminKeys.ledger(accountId) : null,
    accountLedger,
    { params: { accountId: accountId ?? 0 }, query: { page: 0, size: 100 } },
    silent,
  );
}

export function useAdminNews() {
  return useApi(adminKeys.news(), adminNews, undefined, silent);
}

export function useAdminAgreements() {
  return useApi(adminKeys.agreements(), adminAgreements, undefined, silent);
}

export async function publishSchoolNews(input: {
  title: string;
  summary: string;
  content: string;
  public: boolean;
}) {
  const result = await request(publishNews, { body: input }, { silent: true });
  await revalidate(adminKeys.content());
  return result;
}

export async function removeSchoolNews(id: number) {
  const result = await request(removeNews, { params: { id } }, { silent: true });
  await revalidate(adminKeys.content());
  return result;
}
