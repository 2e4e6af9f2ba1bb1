import { messages } from '../i18n';
import type { Messages } from '../i18n/zh-CN';

// The one route table (SPEC section 2). Screens navigate by name: `navigateTo({ url: route('mealDay',
// { date }) })`, never by a hand-built string. Titles live in the i18n catalogs under `routes`.

export const FIRST_PAGE = '/pages/entrance/index';
export const LOGIN_PAGE = '/pages/user/login';
export const HOME_PAGE = '/pages/index/index';

export type RouteName = keyof Messages['routes'];

export interface RouteDefinition {
  name: RouteName;
  /** The spec's path, e.g. `/pages/meal/day`; the screen module mirrors it under screens/. */
  path: string;
  /** The document title, from the active i18n catalog. */
  readonly title: string;
  tab: boolean;
  /** False while the screen is the shared "not built yet" placeholder. */
  built: boolean;
}

type Row = [name: RouteName, path: string, options?: { tab?: boolean; built?: boolean }];

const rows: Row[] = [
  ['entrance', '/pages/entrance/index', { built: true }],
  ['entranceYtBank', '/pages/entrance/ytBank', { built: true }],
  ['entranceYtWXBank', '/pages/entrance/ytWXBank', { built: true }],
  ['login', '/pages/user/login', { built: true }],
  ['home', '/pages/index/index', { tab: true, built: true }],
  ['mealEvaluate', '/pages/index/MealEvaluate', { built: true }],
  ['business', '/pages/business/index'],
  ['businessBrief', '/pages/business/brief'],
  ['leaveList', '/pages/leave/index', { built: true }],
  ['leave', '/pages/leave/leave', { built: true }],
  ['demo', '/pages/demo/index'],
  ['news', '/pages/news/index'],
  ['meal', '/pages/meal/index', { built: true }],
  ['mealMonth', '/pages/meal/month', { built: true }],
  ['mealDay', '/pages/meal/day', { built: true }],
  ['mealOrder', '/pages/meal/order', { built: true }],
  ['mealOrangebank', '/pages/meal/orangebank', { built: true }],
  ['orders', '/pages/order/index', { tab: true, built: true }],
  ['orderMealDetail', '/pages/order/MealDetail', { built: true }],
  ['monthOrderDetail', '/pages/order/MonthOrderDetail', { built: true }],
  ['dayOrderDetail', '/pages/order/DayOrderDetail', { built: true }],
  ['orderOrangebank', '/pages/order/orangebank', { built: true }],
  ['my', '/pages/my/index', { tab: true, built: true }],
  ['myCoupons', '/pages/my/coupons'],
  ['myCouponsInvalid', '/pages/my/couponsInvalid'],
  ['myAccountDetails', '/pages/my/AccountDetails'],
  ['myMealLogs', '/pages/my/MealLogs', { built: true }],
  ['myAboutPlatform', '/pages/my/AboutPlatform', { built: true }],
  ['mySetting', '/pages/my/Setting', { built: true }],
  ['myRemindSetting', '/pages/my/RemindSetting'],
  ['myJumpRemind', '/pages/my/JumpRemind'],
  ['myUpdatePassword', '/pages/my/UpdatePassword', { built: true }],
  ['myBindMobile', '/pages/my/BindMobile', { built: true }],
  ['myIntroduction', '/pages/my/introduction', { built: true }],
  ['myUserAgreementDetail', '/pages/my/UserAgreementDetail'],
  ['prepayment', '/pages/prepayment/index'],
  ['prepaymentDetail', '/pages/prepayment/detail'],
  ['prepaymentMultipleDispark', '/pages/prepayment/detail/multiple/dispark'],
  ['prepaymentMultiplePay', '/pages/prepayment/detail/multiple/pay'],
  ['prepaymentCustom', '/pages/prepayment/detail/custom'],
  ['prepaymentPayment', '/pages/prepayment/detail/payment'],
  ['prepaymentOrangebank', '/pages/prepayment/orangebank'],
  ['registerHome', '/pages/register/Home', { built: true }],
  ['registerBindingUser', '/pages/register/BindingUser', { built: true }],
  ['registerInfo', '/pages/register/Info', { built: true }],
  ['registerMessageRecord', '/pages/register/MessageRecord', { built: true }],
  ['refund', '/pages/refund/index'],
  ['refundDetail', '/pages/refund/detail'],
  ['webview', '/pages/container/webview'],
  ['image', '/pages/container/image'],
  ['enterpriseQualifications', '/pages/enterprise/qualifications'],
  ['enterpriseAgreement', '/pages/enterprise/agreement'],
  ['enterpriseAgreementImage', '/pages/enterprise/agreementImage'],
  ['enterpriseCertificate', '/pages/enterprise/certificate'],
  ['publicity', '/pages/publicity/index'],
  ['publicityDetail', '/pages/publicity/detail'],
  ['bankcardActivityList', '/pages/bankcard/activityList'],
  ['bankcardActivityDetail', '/pages/bankcard/activityDetail'],
  ['classes', '/pages/applications/classes/index'],
  ['applicationsLogin', '/pages/applications/user/login'],
  ['classesResponsible', '/pages/applications/classes/responsible'],
  ['classesConcerned', '/pages/applications/classes/concerned'],
  ['classesAddConcerned', '/pages/applications/classes/addConcerned'],
];

export const ROUTES: readonly RouteDefinition[] = rows.map(([name, path, options]) => ({
  name,
  path,
  get title() {
    return messages().routes[name];
  },
  tab: options?.tab ?? false,
  built: options?.built ?? false,
}));

const byPath = new Map(ROUTES.map((entry) => [entry.path, entry]));
const byName = new Map(ROUTES.map((entry) => [entry.name, entry]));

export const TAB_PATHS: readonly string[] = ROUTES.filter((entry) => entry.tab).map(
  (entry) => entry.path,
);

/** The route for a path (query and trailing slash ignored), or undefined when nothing matches. */
export function findRoute(path: string): RouteDefinition | undefined {
  const bare = path.split('?')[0] ?? '';
  const normalised = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return byPath.get(normalised);
}

export type RouteParams = Record<string, string | number | boolean | null | undefined>;

/** `route('mealDay', { date: '2026-11-21' })` -> `/pages/meal/day?date=2026-11-21`. */
export function route(name: RouteName, params: RouteParams = {}): string {
  const entry = byName.get(name);
  if (!entry) throw new Error(`unknown route "${name}"`);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${entry.path}?${search}` : entry.path;
}
