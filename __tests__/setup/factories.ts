import type {
  ClassBinding,
  ClassStudent,
  KeptClass,
  MaintenanceRecord,
} from '@/lib/contract/classes';
import type { BusinessSettingTime } from '@/lib/contract/business';
import type { DiningType, MealAxisStatus } from '@/lib/contract/enums';
import {
  mealStyle,
  type MealBox,
  type MealCommentItem,
  type MonthMealInfo,
} from '@/lib/contract/meal';
import type { Order, Payment } from '@/lib/contract/order';
import type { CurrentUser, Identity } from '@/lib/contract/user';

/**
 * The one set of data factories for the client tests: each returns a valid contract value with
 * defaults, and a test overrides only what it is about. Months are built for whatever year and
 * month a screen asks for, so tests do not depend on the machine's date.
 */

// Accounts

export function makeIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    userId: 7,
    userName: '小明',
    associatedUserId: 101,
    gender: 'Male',
    headerUrl: null,
    userTypes: 'Student',
    unitId: 1,
    unitName: '实验小学',
    mobile: '13800000001',
    gradeId: 11,
    gradeName: '一年级',
    gradeNumber: 1,
    classesId: 111,
    classesName: '一班',
    classesNumber: 1,
    updatePassword: false,
    loginNumber: 0,
    openId: null,
    openIdNo: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 7,
    userName: '王家长',
    mobile: '13800000001',
    gender: 'Female',
    headerUrl: null,
    updatePassword: false,
    loginNumber: 0,
    openId: null,
    openIdNo: null,
    currentAssociatedUserId: 101,
    ...overrides,
  };
}

export const firstChild = makeIdentity();
export const secondChild = makeIdentity({
  associatedUserId: 102,
  userName: '小红',
  gender: 'Female',
  gradeId: 12,
  gradeName: '二年级',
  classesId: 121,
  classesName: '三班',
});

/** The password-grant answer of /login. */
export const tokenAnswer = (access_token: string) => ({
  access_token,
  token_type: 'bearer' as const,
  expires_in: 7200,
});

// Orders

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 1;
  return {
    id,
    orderId: `D2026030200${id}`,
    outTradeNo: null,
    orderStatus: 'UnPay',
    payStatus: 'UnPay',
    payMode: 'Online',
    orderType: 'Day',
    associatedUserId: 101,
    userName: '小明',
    diningType: 'Lunch',
    mealKind: 'Ordinary',
    amount: 1500,
    refundedAmount: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    paidAt: null,
    dayOrderDetails: [
      {
        id: id * 10,
        mealsDate: '2026-03-02',
        diningType: 'Lunch',
        mealKind: 'Ordinary',
        price: 1500,
        state: 'Order',
      },
    ],
    monthOrderDetail: null,
    ...overrides,
    receipt: overrides.receipt ?? receiptOf(overrides),
  };
}

/** The receipt the server would give: unpaid, or paid in full by the sandbox. */
function receiptOf(order: Partial<Order>): Order['receipt'] {
  const price = order.amount ?? 1500;
  const paid = order.orderStatus !== undefined && order.orderStatus !== 'UnPay';
  return {
    price,
    discounts: [],
    paid: paid ? price : 0,
    method: paid ? 'sandbox' : null,
    paidAt: paid ? (order.paidAt ?? '2026-03-01T08:05:00.000Z') : null,
  };
}

export function makePayment(orderId: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id: 900 + orderId,
    orderId,
    outTradeNo: `T${orderId}`,
    channel: 'sandbox',
    amount: 1500,
    status: 'Pending',
    checkoutUrl: `http://localhost/sandbox/pay/${900 + orderId}`,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function page<T>(content: T[], pageNumber = 0, size = 10) {
  return { content, page: pageNumber, size, total: content.length };
}

// Meals

export type DayStatuses = Record<number, MealAxisStatus>;

export function makeMonth(
  year: number,
  month: number,
  statuses: DayStatuses,
  todayDay = 16,
  diningType: DiningType = 'Lunch',
): MonthMealInfo {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${year}-${pad(month)}-${pad(todayDay)}`;
  return {
    year,
    month,
    diningType,
    today,
    generatedAt: `${today}T02:00:00.000Z`,
    items: Object.entries(statuses).map(([day, status]) => {
      const value = `${year}-${pad(month)}-${pad(Number(day))}`;
      return {
        value,
        diningType,
        mealAxisStatus: status,
        style: mealStyle(status, value === today),
        mealBoxId: Number(day),
      };
    }),
  };
}

export function makeSetting(overrides: Partial<BusinessSettingTime> = {}): BusinessSettingTime {
  return {
    date: '2026-03-16',
    diningType: 'Lunch',
    applies: true,
    serveStart: '11:50',
    serveEnd: '12:40',
    orderDeadline: '2026-03-15T08:00:00.000Z',
    leaveDeadline: '2026-03-16T01:00:00.000Z',
    functionalSwitch: { order: true, monthOrder: true, leave: true, evaluate: true },
    ...overrides,
  };
}

export const lunchBox: MealBox = {
  id: 13,
  date: '2026-03-13',
  diningType: 'Lunch',
  mealKind: 'Muslim',
  generatedAt: '2026-03-13T02:00:00.000Z',
  dishesWeights: [
    { dishId: 1, name: '宫保鸡丁', weight: 120, count: 1, allergens: ['PEANUT', 'SOY'] },
    { dishId: 2, name: '米饭', weight: 200, count: 1, allergens: [] },
    { dishId: 3, name: '紫菜蛋花汤', weight: 200, count: 1, allergens: null },
  ],
};

export const commentItems: MealCommentItem[] = [
  {
    id: 1,
    mealCommentItemType: 'Star',
    title: '总体评价',
    content: null,
    mealCommentIndices: [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `${n}星`, isActive: false })),
  },
  {
    id: 2,
    mealCommentItemType: 'Choice',
    title: '口味',
    content: null,
    mealCommentIndices: [
      { id: 11, name: '偏咸', isActive: false },
      { id: 13, name: '适中', isActive: true },
    ],
  },
  { id: 4, mealCommentItemType: 'Input', title: '其他意见', content: null, mealCommentIndices: [] },
];

// Class keepers

export function makeKeptClass(overrides: Partial<KeptClass> = {}): KeptClass {
  return {
    classesId: 5,
    classesName: '三年级1班',
    gradeName: '三年级',
    unitId: 1,
    unitName: '阳光实验小学',
    roles: ['HEAD_TEACHER'],
    today: '2026-03-16',
    students: 2,
    dining: [
      { diningType: 'Breakfast', ordered: 1, leave: 0 },
      { diningType: 'Lunch', ordered: 2, leave: 1 },
    ],
    lastRecord: null,
    ...overrides,
  };
}

export function makeRecord(overrides: Partial<MaintenanceRecord> = {}): MaintenanceRecord {
  return {
    id: 1,
    classesId: 5,
    bindType: 'FAMILY_HEAD',
    parentId: null,
    authorName: '李娜',
    content: '周三陪餐',
    createdAt: '2026-03-16T01:00:00.000Z',
    ...overrides,
  };
}

export function makeBinding(overrides: Partial<ClassBinding> = {}): ClassBinding {
  return {
    id: 1,
    classesId: 5,
    accountId: 2,
    userName: '李娜',
    mobile: '138****0002',
    bindType: 'FAMILY_HEAD',
    createdAt: '2026-03-16T01:00:00.000Z',
    ...overrides,
  };
}

export function makeStudent(overrides: Partial<ClassStudent> = {}): ClassStudent {
  return {
    associatedUserId: 1,
    userName: '张小明',
    guardianAccountId: 1,
    guardianName: '张伟',
    guardianMobile: '138****0001',
    ...overrides,
  };
}
