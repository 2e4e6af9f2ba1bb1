import { sql, type SQL } from 'drizzle-orm';

// What a family's archive holds (decision 074): every table of the schema is here once, either
// with the rows that are the account's (and its children's) and what the README says of them, or
// out of scope with the reason. `archive-scope.test.ts` fails when a table is in neither, so a new
// table cannot be forgotten. Secrets (password and token hashes, checkout keys, push keys) are
// left out of the rows; everything else about the person is theirs to take.

export interface Mine {
  about: string;
  /** The condition choosing the rows that are the account's (and its children's). */
  where: (account: number) => SQL;
  hidden?: string[];
}
export interface OutOfScope {
  outOfScope: string;
}

const children = (a: number) => sql`(select id from associated_users where account_id = ${a})`;
const own = (a: number) => sql`account_id = ${a}`;
const ofChildren = (a: number) => sql`associated_user_id in ${children(a)}`;

const SCHOOL = 'the school’s own data (its structure, menus, rules, notices), about no person';

export const ARCHIVE_SCOPE: Record<string, Mine | OutOfScope> = {
  accounts: { about: 'your account', where: (a) => sql`id = ${a}`, hidden: ['password_hash'] },
  associated_users: { about: 'your children (and classes you teach)', where: own },
  roster_students: {
    about: 'your children as the school’s roster lists them',
    where: (a) =>
      sql`id in (select roster_student_id from associated_users where account_id = ${a})`,
  },
  social_accounts: { about: 'the WeChat or bank sign-ins linked to your account', where: own },
  tokens: { about: 'your sign-in sessions', where: own, hidden: ['token_hash'] },
  sms_codes: {
    about: 'sign-in codes sent to your mobile',
    where: (a) => sql`mobile = (select mobile from accounts where id = ${a})`,
    hidden: ['code_hash'],
  },
  orders: { about: 'meal orders', where: own },
  order_days: { about: 'each meal of your orders', where: ofChildren },
  payments: { about: 'payments', where: own, hidden: ['checkout_key'] },
  ledger: { about: 'your balance’s ledger, per school', where: own },
  refunds: { about: 'refund requests', where: own },
  coupons: { about: 'coupons', where: own },
  prepayment_purchases: { about: 'prepayments and top-ups bought', where: own },
  prepayment_discounts: { about: 'discounts given to your children', where: ofChildren },
  leaves: { about: 'leave requests', where: own },
  meal_comments: { about: 'meal ratings', where: own },
  allergy_profiles: {
    about:
      'the allergies and diets you declared for your children, and the school’s review of each version (decision 080)',
    where: ofChildren,
  },
  allergy_alerts: {
    about:
      'meals whose menu held one of your child’s verified allergens, and how each was resolved (decision 080)',
    where: ofChildren,
  },
  meal_collections: {
    about: 'when your children collected their meals, or missed them (decision 078)',
    where: ofChildren,
  },
  messages: { about: 'messages to the school and its replies', where: own },
  attachments: { about: 'files you uploaded (their records; the files are kept)', where: own },
  class_bindings: { about: 'classes you are bound to', where: own },
  maintenance_records: { about: 'class maintenance records you wrote', where: own },
  reminder_settings: { about: 'your reminder settings', where: own },
  reminders: { about: 'reminders and notices sent to you', where: own },
  push_subscriptions: {
    about: 'devices that receive your notifications',
    where: own,
    hidden: ['p256dh', 'auth'],
  },
  bank_recommendations: { about: 'bank activities offered to your children', where: ofChildren },
  school_staff: { about: 'your role as school staff, if any', where: own },
  admin_audit: { about: 'console changes you made as staff, if any', where: own },
  staff_invitations: {
    about: 'the staff invitation you accepted, if any',
    where: (a) => sql`accepted_by = ${a}`,
    hidden: ['token_hash'],
  },
  staff_reads: { about: 'school staff who read your children’s data', where: ofChildren },
  account_closures: { about: 'your requests to close the account', where: own },
  leavers: { about: 'when the school marked your children as leaving', where: ofChildren },
  refund_payouts: {
    about: 'how each refund was paid back, payment by payment',
    where: (a) => sql`refund_id in (select id from refunds where account_id = ${a})`,
  },
  claim_codes: {
    about: 'the school’s claim codes you used to link your children',
    where: (a) => sql`used_by_account_id = ${a}`,
    hidden: ['code'],
  },
  claim_attempts: { about: 'claim codes you offered that were already used', where: own },
  join_requests: { about: 'your requests to join a school without a letter', where: own },
  calendar_feeds: {
    about: 'calendar links you made for your children (their tokens are kept only as hashes)',
    where: own,
    hidden: ['token_hash'],
  },
  privacy_consents: { about: 'your consents to the schools’ privacy notices', where: own },
  idempotency_keys: {
    outOfScope: 'stored copies of answers already given, whose records are exported themselves',
  },
  demo_sms_outbox: { outOfScope: 'exists in the demo only, never in production' },
  login_failures: {
    outOfScope: 'keyed by what was typed at sign-in, not by an account; kept 15 minutes',
  },
  login_locks: { outOfScope: 'keyed by what was typed at sign-in, not by an account' },
  units: { outOfScope: SCHOOL },
  regions: { outOfScope: SCHOOL },
  grades: { outOfScope: SCHOOL },
  classes: { outOfScope: SCHOOL },
  school_calendar: { outOfScope: SCHOOL },
  unit_dining_settings: { outOfScope: SCHOOL },
  retention_settings: { outOfScope: SCHOOL },
  menu_feed_settings: { outOfScope: SCHOOL },
  dishes: { outOfScope: SCHOOL },
  menus: { outOfScope: SCHOOL },
  menu_dishes: { outOfScope: SCHOOL },
  menu_versions: { outOfScope: SCHOOL },
  dish_leftovers: { outOfScope: SCHOOL },
  plate_waste: { outOfScope: 'a class’s weighed plates, about no child' },
  serving_settings: { outOfScope: SCHOOL },
  businesses: { outOfScope: SCHOOL },
  business_units: { outOfScope: SCHOOL },
  business_images: { outOfScope: SCHOOL },
  agreements: { outOfScope: SCHOOL },
  news: { outOfScope: SCHOOL },
  qualifications: { outOfScope: SCHOOL },
  prepayments: { outOfScope: SCHOOL },
  refund_rules: { outOfScope: SCHOOL },
  bank_activities: { outOfScope: SCHOOL },
};

export function isMine(entry: Mine | OutOfScope): entry is Mine {
  return 'where' in entry;
}
