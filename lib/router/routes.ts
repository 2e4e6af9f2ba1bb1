import * as z from 'zod/mini';
import { DiningType } from '@/lib/contract/enums';
import { isoDate, isoMonth } from '@/lib/contract/dates';
import { messages } from '@/lib/i18n';
import type { Messages } from '@/lib/i18n/zh-CN';

// The one route table (docs/product.md, "Screens"). Each row says where the route lives, who opens it and what
// its query holds; app/screenLoaders.ts has one loader per row (a missing or extra one is a type
// error), and docs/routes.md is generated from it.
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
const bankEntranceQuery = z.object({
  code: text,
  token: text,
  openid: text,
  openId: text,
  state: text,
});
const orderIdQuery = z.object({ orderId: id });
const detailQuery = z.object({ id });
const schoolQuery = z.object({ schoolId: id });
const dayQuery = z.object({ date, diningType });
const childDayQuery = z.object({ associatedUserId: id, date, diningType });
const classQuery = z.object({ classesId: id });
const inviteQuery = z.object({ token: text });
// One query for the money screens (decision 032): each reads the fields it needs, and one schema
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
  entrance: { path: '/pages/entrance/index', role: 'visitor' },
  entranceYtBank: {
    path: '/pages/entrance/ytBank',
    role: 'visitor',
    query: bankEntranceQuery,
  },
  entranceYtWXBank: {
    path: '/pages/entrance/ytWXBank',
    role: 'visitor',
    query: bankEntranceQuery,
  },
  login: {
    path: '/pages/user/login',
    role: 'visitor',
    query: z.object({ code: text, appid: text, state: text }),
  },
  home: {
    path: '/pages/index/index',
    tab: true,
    query: z.object({ associatedUserId: id }),
  },
  mealEvaluate: { path: '/pages/index/MealEvaluate', query: dayQuery },
  business: { path: '/pages/business/index' },
  businessBrief: { path: '/pages/business/brief', query: detailQuery },
  leaveList: { path: '/pages/leave/index' },
  leave: { path: '/pages/leave/leave', query: childDayQuery },
  demo: { path: '/pages/demo/index', role: 'visitor' },
  news: { path: '/pages/news/index', query: schoolQuery },
  meal: { path: '/pages/meal/index', query: z.object({ diningType }) },
  mealMonth: {
    path: '/pages/meal/month',
    // mode=order: the calendar to order from (decision 085).
    query: z.object({ month: field(isoMonth), diningType, mode: field(z.enum(['order'])) }),
  },
  mealDay: { path: '/pages/meal/day', query: dayQuery },
  mealOrder: {
    path: '/pages/meal/order',
    query: z.extend(childDayQuery, { orderType: field(z.enum(['Day', 'Month'])) }),
  },
  mealOrangebank: { path: '/pages/meal/orangebank', query: orderIdQuery },
  orders: { path: '/pages/order/index', tab: true },
  orderMealDetail: {
    path: '/pages/order/MealDetail',
    query: z.object({ id, date }),
  },
  monthOrderDetail: { path: '/pages/order/MonthOrderDetail', query: detailQuery },
  dayOrderDetail: { path: '/pages/order/DayOrderDetail', query: detailQuery },
  orderOrangebank: { path: '/pages/order/orangebank', query: orderIdQuery },
  my: { path: '/pages/my/index', tab: true },
  myCoupons: { path: '/pages/my/coupons' },
  myCouponsInvalid: { path: '/pages/my/couponsInvalid' },
  myAccountDetails: { path: '/pages/my/AccountDetails' },
  myMealLogs: { path: '/pages/my/MealLogs' },
  myAboutPlatform: { path: '/pages/my/AboutPlatform' },
  mySetting: { path: '/pages/my/Setting' },
  myRemindSetting: { path: '/pages/my/RemindSetting' },
  // A child's calendar link (decision 073).
  myCalendarFeed: { path: '/pages/my/CalendarFeed' },
  // A child's allergies and diet, verified by the school (decision 080).
  myAllergy: { path: '/pages/my/allergy', query: z.object({ associatedUserId: id }) },
  myJumpRemind: { path: '/pages/my/JumpRemind', query: detailQuery },
  myUpdatePassword: { path: '/pages/my/UpdatePassword' },
  myBindMobile: { path: '/pages/my/BindMobile' },
  myIntroduction: { path: '/pages/my/introduction' },
  myUserAgreementDetail: { path: '/pages/my/UserAgreementDetail' },
  prepayment: { path: '/pages/prepayment/index' },
  prepaymentDetail: { path: '/pages/prepayment/detail', query: moneyQuery },
  prepaymentMultipleDispark: {
    path: '/pages/prepayment/detail/multiple/dispark',
    query: moneyQuery,
  },
  prepaymentMultiplePay: {
    path: '/pages/prepayment/detail/multiple/pay',
    query: moneyQuery,
  },
  prepaymentCustom: { path: '/pages/prepayment/detail/custom', query: moneyQuery },
  prepaymentPayment: { path: '/pages/prepayment/detail/payment', query: moneyQuery },
  prepaymentOrangebank: { path: '/pages/prepayment/orangebank', query: moneyQuery },
  registerHome: { path: '/pages/register/Home' },
  registerBindingUser: { path: '/pages/register/BindingUser' },
  registerInfo: { path: '/pages/register/Info' },
  registerMessageRecord: { path: '/pages/register/MessageRecord' },
  refund: { path: '/pages/refund/index' },
  refundDetail: { path: '/pages/refund/detail', query: detailQuery },
  webview: {
    path: '/pages/container/webview',
    query: z.object({ url: text, schoolId: id }),
  },
  image: {
    path: '/pages/container/image',
    query: z.object({ url: text, name: text }),
  },
  enterpriseQualifications: { path: '/pages/enterprise/qualifications' },
  enterpriseAgreement: { path: '/pages/enterprise/agreement', query: detailQuery },
  enterpriseAgreementImage: {
    path: '/pages/enterprise/agreementImage',
    query: detailQuery,
  },
  enterpriseCertificate: { path: '/pages/enterprise/certificate' },
  // `kiosk=1`: the menu wall screen of decision 025 (no sign-in, its own frame).
  publicity: {
    path: '/pages/publicity/index',
    role: 'visitor',
    query: z.object({ schoolId: id, kiosk: field(z.enum(['1'])) }),
  },
  publicityDetail: {
    path: '/pages/publicity/detail',
    query: z.object({ schoolId: id, date }),
  },
  // The noticeboard's page (decision 073): a week, or with `view=month` the month of `date`.
  publicityPrint: {
    path: '/pages/publicity/print',
    role: 'visitor',
    query: z.object({ schoolId: id, date, view: field(z.enum(['week', 'month'])) }),
  },

  bankcardActivityList: { path: '/pages/bankcard/activityList' },
  bankcardActivityDetail: {
    path: '/pages/bankcard/activityDetail',
    query: detailQuery,
  },
  classes: { path: '/pages/applications/classes/index', role: 'teacher' },
  applicationsLogin: { path: '/pages/applications/user/login', role: 'visitor' },
  classesResponsible: {
    path: '/pages/applications/classes/responsible',
    role: 'teacher',
    query: classQuery,
  },
  classesConcerned: {
    path: '/pages/applications/classes/concerned',
    role: 'teacher',
    query: classQuery,
  },
  classesAddConcerned: {
    path: '/pages/applications/classes/addConcerned',
    role: 'teacher',
    query: classQuery,
  },
} as const satisfies Record<keyof Messages['routes'], RowSpec>;

// The school's console (decision 046): outside the spec's 63 routes, under
// /pages/admin/. Their titles are in the console's area catalogue (lib/i18n/areas/console.ts),
// which hands them to `setRouteTitles` when a console chunk loads, so the first load of every
// other route carries none of the console's words.
const consoleTable = {
  adminHome: { path: '/pages/admin/index', role: 'admin' },
  adminSheet: { path: '/pages/admin/sheet', role: 'admin', query: dayQuery },
  adminMenus: { path: '/pages/admin/menus', role: 'admin' },
  adminCalendar: { path: '/pages/admin/calendar', role: 'admin' },
  adminRules: { path: '/pages/admin/rules', role: 'admin' },
  adminRoster: { path: '/pages/admin/roster', role: 'admin' },
  adminMoney: { path: '/pages/admin/money', role: 'admin' },
  adminContent: { path: '/pages/admin/content', role: 'admin' },
  adminAudit: { path: '/pages/admin/audit', role: 'admin' },
  adminMembers: { path: '/pages/admin/members', role: 'admin' },
  adminData: { path: '/pages/admin/data', role: 'admin' },
  // Enrolment and the printable letters of a class (decision 070).
  adminEnrolment: { path: '/pages/admin/enrolment', role: 'admin' },
  adminLetters: { path: '/pages/admin/letters', role: 'admin', query: classQuery },
  // The invitation's link (decision 067): a console route, opened before any account exists.
  adminInvite: { path: '/pages/admin/invite', role: 'admin', query: inviteQuery },
  // The kitchen's leftovers and the numbers that cut waste (decision 078).
  adminLeftovers: { path: '/pages/admin/leftovers', role: 'admin', query: dayQuery },
  adminWaste: { path: '/pages/admin/waste', role: 'admin' },
  // The serving line and its printable tray labels (decision 078).
  adminServe: { path: '/pages/admin/serve', role: 'admin', query: dayQuery },
  adminLabels: { path: '/pages/admin/labels', role: 'admin', query: dayQuery },
  // The school verifies the children's allergy profiles (decision 080).
  adminAllergy: { path: '/pages/admin/allergy', role: 'admin' },
  adminMessages: { path: '/pages/admin/messages', role: 'admin' },
} as const satisfies Record<string, RowSpec>;

// Family routes outside the spec, titled by their area catalogue like the console's.
const areaTable = {
  // The parent's nutrition week against WS/T 554-2017 (decision 081).
  mealNutrition: { path: '/pages/meal/nutrition', query: z.object({ date }) },
} as const satisfies Record<string, RowSpec>;

const table = { ...specTable, ...consoleTable, ...areaTable };

type Table = typeof table;
export type RouteName = keyof Table;
/** The spec's 63 routes (titled in the main catalogues). */
export type SpecRouteName = keyof typeof specTable;
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
  query: z.ZodMiniObject;
  role: 'visitor' | 'guardian' | 'teacher' | 'admin';
}

const areaTitleSources: ((name: string) => string | undefined)[] = [];

/** An area catalogue names its routes here once loaded (the console's, the nutrition area's). */
export function setRouteTitles(titles: (name: string) => string | undefined): void {
  areaTitleSources.push(titles);
}

function areaTitles(name: string): string | undefined {
  for (const source of areaTitleSources) {
    const title = source(name);
    if (title !== undefined) return title;
  }
  return undefined;
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

/**
 * Where a page's area starts: the teachers' class list, the console's home, or the parents' home.
 * A back arrow with nothing behind it goes there, so a teacher never lands on a parent's screen.
 */
export function areaHomeOf(path: string): string {
  const role = findRoute(path)?.role;
  if (role === 'teacher') return definition('classes').path;
  if (role === 'admin') return definition('adminHome').path;
  return HOME_PAGE;
}

/** Where a signed-out visitor of a page's area signs in again (the console signs in at its home). */
export function areaSignInOf(path: string): string {
  const role = findRoute(path)?.role;
  if (role === 'teacher') return definition('applicationsLogin').path;
  if (role === 'admin') return definition('adminHome').path;
  return LOGIN_PAGE;
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
