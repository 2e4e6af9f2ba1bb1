/**
 * Which requests the worker touches. Kept free of Workbox so the rules read on their own.
 */

/** Paths the shell page answers when navigated to: the root and the spec's `/pages/...`. */
export const SHELL_NAVIGATIONS: RegExp[] = [/^\/$/, /^\/index\.html$/, /^\/pages\//];

/**
 * Never answered by the page, never cached by the shell route: the API, the auth calls and the
 * server's own pages (payment sandbox, uploads).
 */
export const NEVER_SHELL: RegExp[] = [
  /^\/api\//,
  /^\/login\b/,
  /^\/logout\b/,
  /^\/mobile\/login\b/,
  /^\/social\/login\b/,
  /^\/bank\/login\b/,
  /^\/oauth\//,
];

/** The meal calendar (month and day axes, meal boxes) for offline viewing. */
export const MEAL_CALENDAR = /^\/api\/(meal\/axis\/(year|mealbox)\b|service\/business\/)/;
/**
 * The dates a child's leave can still be asked for: the leave screen must open offline, since
 * leave made offline waits in the outbox (decision 026). Per account and child, like the calendar.
 */
export const LEAVE_DATES = /^\/api\/meal\/leave\/associated\/user\/\d+\/available\/date$/;
/** The school's menu publicity (and its profile), news, business brief and its images. */
export const PUBLICITY =
  /^\/api\/(business\/(brief\/|images\/|[^/]+\/service\/school\b)|publicity\/|news\/)/;
/**
 * Agreement lists and details, their contract image lists, the caterer's qualifications, and the
 * school's privacy notice that Mine's user agreement shows (decision 084).
 */
export const AGREEMENTS =
  /^\/api\/(agreement\/(list|detail)\b|attachment\/agreement\.contract\/|enterprise\/qualifications\b|associated\/user\/privacy\/\d+$)/;
/**
 * Who is signed in and their children (the home screen's head), so home renders offline.
 * Per account, in a user cache: logout drops it.
 */
export const ACCOUNT = /^\/api\/associated\/user\/(identity|0)$/;
