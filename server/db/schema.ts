import {
  BalanceRecordType,
  BindType,
  CouponScene,
  DiningType,
  Gender,
  LeaveStatus,
  MealKind,
  MealOrderType,
  MessageStatus,
  OrderStatus,
  OrderType,
  PayMode,
  Role,
} from '../../lib/contract/enums';
import { DayOrderState, PaymentChannel, PaymentStatus } from '../../lib/contract/order';
import { PurchaseStatus, RefundStatus } from '../../lib/contract/money';
import { AuditStatus, QualificationKind } from '../../lib/contract/schoolInfo';
import { StaffRole } from '../../lib/contract/admin';
import {
  CALENDAR_ENTRIES,
  oneOf,
  PAYMENT_OUTCOMES,
  type CalendarEntry,
  type PaymentOutcome,
} from './enums';
import {
  boolean,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Money is integer fen; dates of the school day are
// `YYYY-MM-DD` text in the unit's time zone; instants are timestamptz.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

/** A school ("unit" in the spec's headers and paths). */
export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regionId: integer('region_id').references(() => regions.id),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  functionalSwitch: jsonb('functional_switch')
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  /** Origins the school lets `container/webview` show (issue 12). */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
});

/** Prices (fen) and cut-offs per dining type; a unit serves the dining types it has rows for. */
export const unitDiningSettings = pgTable(
  'unit_dining_settings',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    priceOrdinary: integer('price_ordinary').notNull(),
    priceMuslim: integer('price_muslim').notNull(),
    orderDaysBefore: integer('order_days_before').notNull().default(1),
    orderTime: text('order_time').notNull().default('16:00'),
    leaveDaysBefore: integer('leave_days_before').notNull().default(0),
    leaveTime: text('leave_time').notNull().default('09:00'),
    serveStart: text('serve_start').notNull(),
    serveEnd: text('serve_end').notNull(),
    functionalSwitch: jsonb('functional_switch')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.diningType] }),
    oneOf('unit_dining_settings_dining_type_check', t.diningType, DiningType.options),
  ],
);

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  name: text('name').notNull(),
  number: integer('number').notNull(),
});

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
    number: integer('number').notNull(),
  },
  (t) => [index('classes_grade_idx').on(t.gradeId)],
);

/** School days that differ from the Monday–Friday rule: Holiday, or a make-up Workday. */
export const schoolCalendar = pgTable(
  'school_calendar',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    kind: text('kind').$type<CalendarEntry>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.date] }),
    oneOf('school_calendar_kind_check', t.kind, CALENDAR_ENTRIES),
  ],
);

/** A login account: guardian or teacher. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash'),
    userName: text('user_name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    headerUrl: text('header_url'),
    /** True once the account has chosen its own password. */
    updatePassword: boolean('update_password').notNull().default(false),
    loginNumber: integer('login_number').notNull().default(0),
    currentAssociatedUserId: integer('current_associated_user_id'),
    versionRead: text('version_read'),
    createdAt: createdAt(),
  },
  (t) => [oneOf('accounts_gender_check', t.gender, Gender.options)],
);

/** A child of a guardian (userTypes Student) or a class a teacher is responsible for. */
export const associatedUsers = pgTable(
  'associated_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userName: text('user_name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    headerUrl: text('header_url'),
    userTypes: text('user_types').notNull().default('Student'),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id').references(() => classes.id),
    mealKind: text('meal_kind').$type<MealKind>().notNull().default('Ordinary'),
    /**
     * The school's roster row this child is (decision 058): set when school, class and name match
     * exactly one roster student, or by the school in the console; null otherwise.
     */
    rosterStudentId: integer('roster_student_id').references((): AnyPgColumn => rosterStudents.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('associated_users_account_idx').on(t.accountId),
    index('associated_users_roster_student_idx').on(t.rosterStudentId),
    oneOf('associated_users_gender_check', t.gender, Gender.options),
    oneOf('associated_users_meal_kind_check', t.mealKind, MealKind.options),
  ],
);

/**
 * Chat-app and bank identities. A row with no account is an open id a social login has just
 * issued; only such a fresh row can be bound (so nobody binds somebody else's open id).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    openId: text('open_id').notNull(),
    appId: text('app_id'),
    openIdNo: text('open_id_no'),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_accounts_provider_open_id').on(t.provider, t.openId)],
);

/** Opaque bearer tokens, stored as sha256 hashes. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_account_idx').on(t.accountId)],
);

/** Every SMS code sent (hashed), which also counts sends per number and per IP. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Demo mode only: the plain codes, for the demo outbox browser tests read. */
export const demoSmsOutbox = pgTable('demo_sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  createdAt: createdAt(),
});

/** Counted events per key (failed sign-ins, mobile lookups, accounts created): server/services/limits.ts. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    loginKey: text('login_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.loginKey, t.createdAt)],
);

export const loginLocks = pgTable('login_locks', {
  loginKey: text('login_key').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

export const dishes = pgTable('dishes', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  name: text('name').notNull(),
  /** Allergen names; null means the school has not recorded them (not "none"). */
  allergens: jsonb('allergens').$type<string[] | null>(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** Families, the publicity pages and the kiosk see only published menus (decision 048). */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    uniqueIndex('menus_unit_date_meal').on(t.unitId, t.date, t.diningType, t.mealKind),
    oneOf('menus_dining_type_check', t.diningType, DiningType.options),
    oneOf('menus_meal_kind_check', t.mealKind, MealKind.options),
  ],
);

export const menuDishes = pgTable(
  'menu_dishes',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    dishId: integer('dish_id')
      .notNull()
      .references(() => dishes.id),
    weightGrams: integer('weight_grams').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.dishId] })],
);

/**
 * The balance ledger. `amount` is a positive number of fen; its sign comes from `type`, and only
 * server/services/ledger.ts knows which types credit and which debit.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id),
    type: text('type').$type<BalanceRecordType>().notNull(),
    amount: integer('amount').notNull(),
    remark: text('remark'),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId, t.createdAt),
    oneOf('ledger_type_check', t.type, BalanceRecordType.options),
  ],
);

/** Replays of POSTs that create orders, payments, leave, refunds and top-ups. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

/**
 * An order: a day order (some dates) or a month order, for one child and dining type. Its meals
 * are `order_days` rows; engineer ORDER's routes own the lifecycle (UnPay -> Pay -> Unsubscribe).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    /** Day, Month, PayCost, Custom. */
    orderType: text('order_type').$type<OrderType>().notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** UnPay, Pay, Unsubscribe. */
    orderStatus: text('order_status').$type<OrderStatus>().notNull().default('UnPay'),
    payMode: text('pay_mode').$type<PayMode>().notNull().default('Online'),
    /** Integer fen for the whole order, and fen credited back so far. */
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    outTradeNo: text('out_trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_account_idx').on(t.accountId, t.createdAt),
    index('orders_associated_user_idx').on(t.associatedUserId, t.createdAt),
    oneOf('orders_order_type_check', t.orderType, OrderType.options),
    oneOf('orders_dining_type_check', t.diningType, DiningType.options),
    oneOf('orders_meal_kind_check', t.mealKind, MealKind.options),
    oneOf('orders_order_status_check', t.orderStatus, OrderStatus.options),
    oneOf('orders_pay_mode_check', t.payMode, PayMode.options),
  ],
);

/**
 * One meal of an order: a child, a date, a dining type. `state` Order, Unsubscribe or Leave.
 * The (associated user, date) index keeps the month calendar's cost to the days of the month.
 */
export const orderDays = pgTable(
  'order_days',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    date: text('date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    mealKind: text('meal_kind').$type<MealKind>().notNull(),
    /** Fen for this meal. */
    price: integer('price').notNull(),
    state: text('state').$type<DayOrderState>().notNull().default('Order'),
  },
  (t) => [
    index('order_days_user_date_idx').on(t.associatedUserId, t.date),
    index('order_days_order_idx').on(t.orderId),
    oneOf('order_days_dining_type_check', t.diningType, DiningType.options),
    oneOf('order_days_meal_kind_check', t.mealKind, MealKind.options),
    oneOf('order_days_state_check', t.state, DayOrderState.options),
  ],
);

/** A child's leave for one date and dining type; leaveStatus Confirm, Cancel or ToAudit. */
export const leaves = pgTable(
  'leaves',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    leaveDate: text('leave_date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    leaveStatus: text('leave_status').$type<LeaveStatus>().notNull().default('Confirm'),
    createdAt: createdAt(),
  },
  (t) => [
    index('leaves_user_date_idx').on(t.associatedUserId, t.leaveDate),
    oneOf('leaves_dining_type_check', t.diningType, DiningType.options),
    oneOf('leaves_leave_status_check', t.leaveStatus, LeaveStatus.options),
  ],
);

/** A rating of one served meal: once per child, date and dining type. */
export const mealComments = pgTable(
  'meal_comments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    mealsDate: text('meals_date').notNull(),
    diningType: text('dining_type').$type<DiningType>().notNull(),
    /** `[{ itemId, indexIds, content? }]`, checked against the comment items when stored. */
    answers: jsonb('answers')
      .$type<{ itemId: number; indexIds: number[]; content?: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meal_comments_user_date_dining').on(t.associatedUserId, t.mealsDate, t.diningType),
    oneOf('meal_comments_dining_type_check', t.diningType, DiningType.options),
  ],
);

/** A catering business and the schools it serves. */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  address: text('address'),
  logoUrl: text('logo_url'),
  summary: text('summary'),
  brief: text('brief').notNull().default(''),
});

export const businessUnits = pgTable(
  'business_units',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.unitId] }),
    index('business_units_unit_idx').on(t.unitId),
  ],
);

export const businessImages = pgTable(
  'business_images',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('business_images_business_idx').on(t.businessId)],
);

/**
 * A payment attempt of an order through a provider (sandbox, orangebank, wechat). Rows outlive
 * their order (decision 018): a Paid notification after the order was cancelled must still find
 * the payment, so the money can be credited instead of dropped.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** null once the UnPay order was cancelled (deleted). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The child the order was for, so a late payment is credited to the same ledger line. */
    associatedUserId: integer('associated_user_id').references(() => associatedUsers.id),
    outTradeNo: text('out_trade_no').notNull().unique(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    amount: integer('amount').notNull(),
    /** Pending, Paid, Declined, Cancelled. */
    status: text('status').$type<PaymentStatus>().notNull().default('Pending'),
    /**
     * The per-payment secret in the sandbox checkout link: only the payer who was given the link
     * can see, approve or decline it. Random, never sequential.
     */
    checkoutKey: text('checkout_key').unique(),
    /** A prepayment purchase this pays instead of an order (decision 029). */
    purchaseId: integer('purchase_id').references(() => prepaymentPurchases.id),
    /** A coupon applied to the order: used (once) when the payment settles it (decision 031). */
    couponId: integer('coupon_id').references(() => coupons.id),
    /** The provider's prepay id (WeChat JSAPI), to build the payer's launch parameters again. */
    prepayId: text('prepay_id'),
    /** The provider's own transaction id from its Paid notification. */
    providerRef: text('provider_ref'),
    /** What the provider says was paid (fen); may differ from `amount`. */
    paidAmount: integer('paid_amount'),
    /**
     * Where a Paid notification's money went: `order` (it paid the order), `balance` (the order
     * could no longer take it: credited as Recharge) or `amount_differs` (credited, and for the
     * school to look at).
     */
    outcome: text('outcome').$type<PaymentOutcome>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.status, t.createdAt),
    oneOf('payments_outcome_check', t.outcome, PAYMENT_OUTCOMES),
    oneOf('payments_channel_check', t.channel, PaymentChannel.options),
    oneOf('payments_status_check', t.status, PaymentStatus.options),
  ],
);

/**
 * An uploaded file (SPEC section 7, attachments). The bytes live under `DATA_DIR/uploads/<id>`;
 * the id is random (it is the file's public address), `temporary` until something uses it
 * (e.g. it becomes a child's head photo).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: text('id').primaryKey(),
    /** The uploader; null for a school's own files (seeded or put in by the school). */
    accountId: integer('account_id').references(() => accounts.id),
    /** Set for a school's files: only families of this unit may list them. */
    unitId: integer('unit_id').references(() => units.id),
    tenantType: text('tenant_type').notNull(),
    /** What it belongs to (x:associateid), e.g. the associated user of a head photo. */
    associateId: text('associate_id'),
    ownerId: text('owner_id'),
    objectKey: text('object_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    temporary: boolean('temporary').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_account_idx').on(t.accountId, t.tenantType, t.associateId),
    index('attachments_unit_idx').on(t.unitId, t.tenantType, t.associateId),
  ],
);

/** A guardian's remark to the school about one child, and the school's answer. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    content: text('content').notNull(),
    /** Resolved or UnResolved. */
    status: text('status').$type<MessageStatus>().notNull().default('UnResolved'),
    reply: text('reply'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_associated_user_idx').on(t.associatedUserId, t.createdAt),
    oneOf('messages_status_check', t.status, MessageStatus.options),
  ],
);

/** A school's agreement with its caterer (SPEC section 3), for one user type. */
export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    userType: text('user_type').notNull(),
    title: text('title').notNull(),
    partyName: text('party_name').notNull(),
    content: text('content').notNull(),
    auditStatus: text('audit_status').$type<AuditStatus>().notNull().default('ToAudit'),
    signedOn: text('signed_on'),
    validUntil: text('valid_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreements_unit_idx').on(t.unitId, t.userType),
    oneOf('agreements_audit_status_check', t.auditStatus, AuditStatus.options),
  ],
);

/** The caterer's qualifications and certificates shown to a school's families. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    kind: text('kind').$type<QualificationKind>().notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    validUntil: text('valid_until'),
  },
  (t) => [
    index('qualifications_unit_idx').on(t.unitId, t.kind),
    oneOf('qualifications_kind_check', t.kind, QualificationKind.options),
  ],
);

/** A school's news; `public` items are open to anyone, the others to its signed-in families. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    public: boolean('public').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_unit_idx').on(t.unitId, t.publishedAt)],
);

/**
 * Who keeps a class (decision 021): a head teacher, responsible teachers and concerned persons
 * (family heads). An account holds at most one binding of each role per class.
 */
export const classBindings = pgTable(
  'class_bindings',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    bindType: text('bind_type').$type<Role>().notNull(),
    /** The account that made the binding; null for the school's own (seeded) bindings. */
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_bindings_class_account_type').on(t.classesId, t.accountId, t.bindType),
    index('class_bindings_account_idx').on(t.accountId),
    oneOf('class_bindings_bind_type_check', t.bindType, Role.options),
  ],
);

/** A note kept about a class by its responsible or concerned persons; a reply has a parent. */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    bindType: text('bind_type').$type<BindType>().notNull(),
    parentId: integer('parent_id'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_records_class_idx').on(t.classesId, t.bindType, t.createdAt),
    oneOf('maintenance_records_bind_type_check', t.bindType, BindType.options),
  ],
);

/**
 * What a school sells in advance (decision 029): a package (Sealing, once per child; Dispark and
 * QRCode, any number of times) worth `amount` fen of balance, a multiple-meal package (meals
 * chosen by dining type and date at the school's price) or a custom amount within bounds.
 */
export const prepayments = pgTable(
  'prepayments',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    orderPaymentType: text('order_payment_type').$type<MealOrderType>().notNull(),
    /** Fen of balance the package gives (Sealing, Dispark, QRCode). */
    amount: integer('amount').notNull().default(0),
    /** Custom: the bounds (fen) of the amount a parent may enter. */
    minAmount: integer('min_amount').notNull().default(0),
    maxAmount: integer('max_amount').notNull().default(0),
    /** Percent of the price the parent pays (100 = no discount); a child's own rate wins. */
    discountRate: integer('discount_rate').notNull().default(100),
    /** Sold from/until these school dates (inclusive). */
    validFrom: text('valid_from').notNull(),
    validUntil: text('valid_until').notNull(),
    /** Withdrawn by the school (decision 057): no longer offered; its purchases stand. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prepayments_unit_idx').on(t.unitId),
    oneOf('prepayments_type_check', t.orderPaymentType, MealOrderType.options),
  ],
);

/** A child's own discount on one prepayment (e.g. a subsidised family). */
export const prepaymentDiscounts = pgTable(
  'prepayment_discounts',
  {
    prepaymentId: integer('prepayment_id')
      .notNull()
      .references(() => prepayments.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    discountRate: integer('discount_rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prepaymentId, t.associatedUserId] })],
);

/**
 * One purchase of a prepayment for a child: `amount` fen to pay, `creditAmount` fen of balance it
 * gives (the difference is the school's Allowance), `plan` the meals of a multiple-meal package.
 */
export const prepaymentPurchases = pgTable(
  'prepayment_purchases',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    prepaymentId: integer('prepayment_id')
      .notNull()
      .references(() => prepayments.id),
    /** PayCost (a package) or Custom (an amount the parent chose). */
    orderType: text('order_type').$type<OrderType>().notNull(),
    amount: integer('amount').notNull(),
    creditAmount: integer('credit_amount').notNull(),
    plan: jsonb('plan').$type<{ diningTypes: DiningType[]; dates: string[] } | null>(),
    /** UnPay, PAYING (sent to the bank-card path), Pay, Cancel. */
    status: text('status').$type<PurchaseStatus>().notNull().default('UnPay'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('prepayment_purchases_user_idx').on(t.associatedUserId, t.prepaymentId),
    oneOf('prepayment_purchases_status_check', t.status, PurchaseStatus.options),
    oneOf('prepayment_purchases_order_type_check', t.orderType, OrderType.options),
  ],
);

/**
 * A coupon of an account (decision 031): `value` fen off one meal order of at least
 * `minOrderAmount`, valid through `validUntil`; used once (`usedAt`, `usedOrderId`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    unitId: integer('unit_id').references(() => units.id),
    name: text('name').notNull(),
    couponScene: text('coupon_scene').$type<CouponScene>().notNull(),
    value: integer('value').notNull(),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    validFrom: text('valid_from').notNull(),
    validUntil: text('valid_until').notNull(),
    previewed: boolean('previewed').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Revoked unused by the school (decision 057): it can no longer be used. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_account_idx').on(t.accountId),
    oneOf('coupons_scene_check', t.couponScene, CouponScene.options),
  ],
);

/** A school's refund rule, shown before a parent asks (decision 030). */
export const refundRules = pgTable('refund_rules', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  enabled: boolean('enabled').notNull().default(true),
  /** The least a request may ask for, in fen. */
  minAmount: integer('min_amount').notNull().default(100),
  /** Working days the school takes to pay a refund out. */
  processingDays: integer('processing_days').notNull().default(7),
  description: text('description').notNull().default(''),
});

/**
 * A request to pay unused balance out (decision 030): ToAudit until the school approves (Pass,
 * the Cash_Withdrawal row is written) or rejects it (NotPass), or the parent cancels it (Cancel).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    associatedUserId: integer('associated_user_id')
      .notNull()
      .references(() => associatedUsers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<RefundStatus>().notNull().default('ToAudit'),
    handledBy: text('handled_by'),
    handledRemark: text('handled_remark'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_user_idx').on(t.associatedUserId, t.createdAt),
    index('refunds_account_status_idx').on(t.accountId, t.status),
    oneOf('refunds_status_check', t.status, RefundStatus.options),
  ],
);

/**
 * The school's own people (decision 046): an account is the administrator or the kitchen of one
 * school. The console answers nobody else (404).
 */
export const schoolStaff = pgTable(
  'school_staff',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    role: text('role').$type<StaffRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('school_staff_unit_idx').on(t.unitId),
    oneOf('school_staff_role_check', t.role, StaffRole.options),
  ],
);

/** Every change made through the console: who, when, what (decision 046). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_unit_idx').on(t.unitId, t.createdAt)],
);

/** The school's roster (decision 050): students as the school's export names them. */
export const rosterStudents = pgTable(
  'roster_students',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    classesId: integer('classes_id')
      .notNull()
      .references(() => classes.id),
    studentNo: text('student_no').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull().default('Other'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roster_students_unit_no').on(t.unitId, t.studentNo),
    oneOf('roster_students_gender_check', t.gender, Gender.options),
  ],
);

// Reminders, push subscriptions and bank-card activities live in their own file (issue 15).
export * from './schemaReminders';
