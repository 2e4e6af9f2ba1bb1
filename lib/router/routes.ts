import * as z from 'zod/mini';
import { DiningType } from '@/lib/contract/enums';
import { isoDate, isoMonth } from '@/lib/contract/dates';
import { messages } from '@/lib/i18n';
import type { Messages } from '@/lib/i18n/zh-CN';

// The one route table (SPEC section 2). Each row says where the route lives, whether its screen is
// built and what its query holds; app/screenLoaders.ts is typed against the built rows, the shell
// renders the shared not-built view for the others, and docs/routes.md is generated from it.
// Screens navigate by name (`navigateTo({ url: route('mealDay', { date }) })`) and read their
// query through the row's schema (`useRoute('mealDay').query`). Titles live in the i18n
// catalogues under `routes`.

export const FIRST_PAGE = '/pages/entrance/index';
export const LOGIN_PAGE = '/pages/user/login';
export const HOME_PAGE = '/pages/index/index';

/**
 * A query field: a link can carry anything, so a value that does not fit is dropped (undefined)
 * rather than failing the screen, which then applies its own default. A transform rather than
 * zod's catch, which drags its whole util namespace (about 2.3 KB gzipped) into the first load.
 */
function field<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.transform((value: unknown): z.output<T> | undefined => {
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    }),
  );
}

const text = field(z.string().check(z.minLength(1)));
const id = field(z.coerce.number().check(z.int(), z.positive()));
const date = field(isoDate);
const diningType = field(DiningType);

const noQuery = z.object({});
const bankEntranceQuery = z.object({ code: text, token: text, openid: text, openId: text });
const orderIdQuery = z.object({ orderId: id });
const detailQuery = z.object({ id });
const schoolQuery = z.object({ schoolId: id });
const dayQuery = z.object({ date, diningType });
const childDayQuery = z.object({ associatedUserId: id, date, diningType });
const classQuery = z.object({ classesId: id });
// One query for the money screens (issue 11): each reads the fields it needs, and one schema
// costs the first load less than seven.
const moneyQuery = z.object({
  prepaymentId: id,
  associatedUserId: id,
  amount: id,
  purchaseId: id,
  diningTypes: text,
  dates: text,
});

interface RowSpec {
  /** The spec's path, e.g. `/pages/meal/day`; the screen module mirrors it under screens/. */
  path: string;
  /** False while the route shows the shared "not built yet" view (no screen module of its own). */
  built: boolean;
  tab?: true;
  /** The query the screen reads; values that do not fit are dropped. Default: none. */
  query?: z.ZodMiniObject;
  /**
   * Who opens it: signed out for the sign-in pages, a class teacher, the school's staff (the
   * console, decision 046), else a guardian.
   */
  role?: 'visitor' | 'teacher' | 'admin';
}

const specTable = {
  entrance: { path: '/pages/entrance/index', role: 'visitor', built: true },
  entranceYtBank: {
    path: '/pages/entrance/ytBank',
    role: 'visitor',
    built: true,
    query: bankEntranceQuery,
  },
  entranceYtWXBank: {
    path: '/pages/entrance/ytWXBank',
    role: 'visitor',
    built: true,
    query: bankEntranceQuery,
  },
  login: {
    path: '/pages/user/login',
    role: 'visitor',
    built: true,
    query: z.object({ code: text, appid: text }),
  },
  home: {
    path: '/pages/index/index',
    built: true,
    tab: true,
    query: z.object({ associatedUserId: id }),
  },
  mealEvaluate: { path: '/pages/index/MealEvaluate', built: true, query: dayQuery },
  business: { path: '/pages/business/index', built: true },
  businessBrief: { path: '/pages/business/brief', built: true, query: detailQuery },
  leaveList: { path: '/pages/leave/index', built: true },
  leave: { path: '/pages/leave/leave', built: true, query: childDayQuery },
  demo: { path: '/pages/demo/index', role: 'visitor', built: true },
  news: { path: '/pages/news/index', built: true, query: schoolQuery },
  meal: { path: '/pages/meal/index', built: true, query: z.object({ diningType }) },
  mealMonth: {
    path: '/pages/meal/month',
    built: true,
    query: z.object({ month: field(isoMonth), diningType }),
  },
  mealDay: { path: '/pages/meal/day', built: true, query: dayQuery },
  mealOrder: {
    path: '/pages/meal/order',
    built: true,
    query: z.extend(childDayQuery, { orderType: field(z.enum(['Day', 'Month'])) }),
  },
  mealOrangebank: { path: '/pages/meal/orangebank', built: true, query: orderIdQuery },
  orders: { path: '/pages/order/index', built: true, tab: true },
  orderMealDetail: {
    path: '/pages/order/MealDetail',
    built: true,
    query: z.object({ id, date }),
  },
  monthOrderDetail: { path: '/pages/order/MonthOrderDetail', built: true, query: detailQuery },
  dayOrderDetail: { path: '/pages/order/DayOrderDetail', built: true, query: detailQuery },
  orderOrangebank: { path: '/pages/order/orangebank', built: true, query: orderIdQuery },
  my: { path: '/pages/my/index', built: true, tab: true },
  myCoupons: { path: '/pages/my/coupons', built: true },
  myCouponsInvalid: { path: '/pages/my/couponsInvalid', built: true },
  myAccountDetails: { path: '/pages/my/AccountDetails', built: true },
  myMealLogs: { path: '/pages/my/MealLogs', built: true },
  myAboutPlatform: { path: '/pages/my/AboutPlatform', built: true },
  mySetting: { path: '/pages/my/Setting', built: true },
  myRemindSetting: { path: '/pages/my/RemindSetting', built: true },
  myJumpRemind: { path: '/pages/my/JumpRemind', built: true, query: detailQuery },
  myUpdatePassword: { path: '/pages/my/UpdatePassword', built: true },
  myBindMobile: { path: '/pages/my/BindMobile', built: true },
  myIntroduction: { path: '/pages/my/introduction', built: true },
  myUserAgreementDetail: { path: '/pages/my/UserAgreementDetail', built: true },
  prepayment: { path: '/pages/prepayment/index', built: true },
  prepaymentDetail: { path: '/pages/prepayment/detail', built: true, query: moneyQuery },
  prepaymentMultipleDispark: {
    path: '/pages/prepayment/detail/multiple/dispark',
    built: true,
    query: moneyQuery,
  },
  prepaymentMultiplePay: {
    path: '/pages/prepayment/detail/multiple/pay',
    built: true,
    query: moneyQuery,
  },
  prepaymentCustom: { path: '/pages/prepayment/detail/custom', built: true, query: moneyQuery },
  prepaymentPayment: { path: '/pages/prepayment/detail/payment', built: true, query: moneyQuery },
  prepaymentOrangebank: { path: '/pages/prepayment/orangebank', built: true, query: moneyQuery },
  registerHome: { path: '/pages/register/Home', built: true },
  registerBindingUser: { path: '/pages/register/BindingUser', built: true },
  registerInfo: { path: '/pages/register/Info', built: true },
  registerMessageRecord: { path: '/pages/register/MessageRecord', built: true },
  refund: { path: '/pages/refund/index', built: true },
  refundDetail: { path: '/pages/refund/detail', built: true, query: detailQuery },
  webview: {
    path: '/pages/container/webview',
    built: true,
    query: z.object({ url: text, schoolId: id }),
  },
  image: {
    path: '/pages/container/image',
    built: true,
    query: z.object({ url: text, name: text }),
  },
  enterpriseQualifications: { path: '/pages/enterprise/qualifications', built: true },
  enterpriseAgreement: { path: '/pages/enterprise/agreement', built: true, query: detailQuery },
  enterpriseAgreementImage: {
    path: '/pages/enterprise/agreementImage',
    built: true,
    query: detailQuery,
  },
  enterpriseCertificate: { path: '/pages/enterprise/certificate', built: true },
  // `kiosk=1`: the menu wall screen of decision 025 (no sign-in, its own frame).
  publicity: {
    path: '/pages/publicity/index',
    role: 'visitor',
    built: true,
    query: z.object({ schoolId: id, kiosk: field(z.enum(['1'])) }),
  },
  publicityDetail: {
    path: '/pages/publicity/detail',
    built: true,
    query: z.object({ schoolId: id, date }),
  },

  bankcardActivityList: { path: '/pages/bankcard/activityList', built: true },
  bankcardActivityDetail: {
    path: '/pages/bankcard/activityDetail',
    built: true,
    query: detailQuery,
  },
  classes: { path: '/pages/applications/classes/index', role: 'teacher', built: true },
  applicationsLogin: { path: '/pages/applications/user/login', role: 'visitor', built: true },
  classesResponsible: {
    path: '/pages/applications/classes/responsible',
    role: 'teacher',
    built: true,
    query: classQuery,
  },
  classesConcerned: {
    path: '/pages/applications/classes/concerned',
    role: 'teacher',
    built: true,
    query: classQuery,
  },
  classesAddConcerned: {
    path: '/pages/applications/classes/addConcerned',
    role: 'teacher',
    built: true,
    query: classQuery,
  },
} as const satisfies Record<keyof Messages['routes'], RowSpec>;

// The school's console (issue 14, decision 046): outside the spec's 63 routes, under
// /pages/admin/. Their titles are in the console's area catalogue (lib/i18n/areas/console.ts),
// which hands them to `setRouteTitles` when a console chunk loads, so the first load of every
// other route carries none of the console's words.
const consoleTable = {
  adminHome: { path: '/pages/admin/index', role: 'admin', built: true },
  adminSheet: { path: '/pages/admin/sheet', role: 'admin', built: true, query: dayQuery },
  adminMenus: { path: '/pages/admin/menus', role: 'admin', built: true },
  adminCalendar: { path: '/pages/admin/calendar', role: 'admin', built: true },
  adminRules: { path: '/pages/admin/rules', role: 'admin', built: true },
  adminRoster: { path: '/pages/admin/roster', role: 'admin', built: true },
  adminMoney: { path: '/pages/admin/money', role: 'admin', built: true },
  adminContent: { path: '/pages/admin/content', role: 'admin', built: true },
  adminAudit: { path: '/pages/admin/audit', role: 'admin', built: true },
} as const satisfies Record<string, RowSpec>;

const table = { ...specTable, ...consoleTable };

type Table = typeof table;
export type RouteName = keyof Table;
/** The spec's 63 routes (titled in the main catalogues). */
export type SpecRouteName = keyof typeof specTable;
/** The routes whose screen exists: exactly the keys app/screenLoaders.ts must have. */
export type BuiltRouteName = {
  [N in RouteName]: Table[N]['built'] extends true ? N : never;
}[RouteName];
/** What `useRoute(name).query` holds: each field optional (absent or not fitting). */
export type RouteQuery<N extends RouteName> = N extends unknown
  ? Table[N] extends { query: infer Q extends z.ZodMiniType }
    ? z.output<Q>
    : Record<never, never>
  : never;
// A route without a query takes no params (an index signature of undefined, rather than `{}`,
// which would accept any object).
type ParamsOf<Q> = Q extends unknown
  ? [keyof Q] extends [never]
    ? Record<string, undefined>
    : { [K in keyof Q]?: Q[K] | null }
  : never;
/** What `route(name, params)` takes: the row's query fields, nothing else. */
export type RouteParams<N extends RouteName> = ParamsOf<RouteQuery<N>>;

export interface RouteDefinition {
  name: RouteName;
  path: string;
  /** The document title, from the active i18n catalogue. */
  readonly title: string;
  tab: boolean;
  built: boolean;
  query: z.ZodMiniObject;
  role: 'visitor' | 'guardian' | 'teacher' | 'admin';
}

let areaTitles: (name: string) => string | undefined = () => undefined;

/** The console's area catalogue names its routes here once loaded (see `consoleTable`). */
export function setRouteTitles(titles: (name: string) => string | undefined): void {
  areaTitles = titles;
}

export const ROUTES: readonly RouteDefinition[] = (
  Object.entries(table) as [RouteName, RowSpec][]
).map(([name, row]) => ({
  name,
  path: row.path,
  get title() {
    return (messages().routes as Record<string, string>)[name] ?? areaTitles(name) ?? '';
  },
  tab: row.tab ?? false,
  built: row.built,
  query: row.query ?? noQuery,
  role: row.role ?? 'guardian',
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

function definition(name: RouteName): RouteDefinition {
  const entry = byName.get(name);
  if (!entry) throw new Error(`unknown route "${name}"`);
  return entry;
}

/** `route('mealDay', { date: '2026-11-21' })` -> `/pages/meal/day?date=2026-11-21`. */
export function route<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  const entry = definition(name);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${entry.path}?${search}` : entry.path;
}

/** A raw url query read through the row's schema; unknown keys and unfitting values are dropped. */
export function parseRouteQuery<N extends RouteName>(
  name: N,
  raw: Record<string, string>,
): RouteQuery<N> {
  return definition(name).query.parse(raw) as RouteQuery<N>;
}
