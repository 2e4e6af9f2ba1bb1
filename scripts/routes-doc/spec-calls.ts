// The calls the spec lists (SPEC.md section 7), as the contract spells them, and the ones the
// client deliberately does not make (decision 089). A unit test holds the two together: every
// spec call is either reached from a screen or listed below with its reason, and nothing listed
// below is made after all (__tests__/unit/router/spec-calls.test.ts).
//
// Spelling: the spec's `/api/associated/user/0?userTypes=Student` is the path without its query;
// its "social-app login (appid, code)" is `POST /social/login`; of the two spellings it gives
// for the class's last record the contract answers the shorter one. The upload itself goes to
// the address the upload options return and the news sample to an outside service: neither is a
// call of ours.

import { callsFrom, CLIENT_FILE } from './calls';
import { allScreenModules } from './modules';

export const SPEC_CALLS: readonly string[] = [
  // Meals, business, leave
  'GET /api/business/brief/{id}',
  'GET /api/business/student/service/business',
  'GET /api/business/images/{id}',
  'GET /api/business/{schoolId}/service/school',
  'GET /api/business/service/setting/{unitId}/school/{schoolId}',
  'GET /api/meal/axis/year/{y}/month/{m}',
  'GET /api/meal/axis/year/{y}/month/{m}/day/{d}',
  'GET /api/meal/axis/year',
  'GET /api/meal/axis/mealbox/{id}',
  'GET /api/meal/axis/logs',
  'GET /api/meal/axis/associated/user/{associatedUserId}/order/count',
  'POST /api/meal/comment',
  'GET /api/meal/comment',
  'GET /api/meal/comment/item',
  'POST /api/meal/leave',
  'POST /api/meal/leave/cancel',
  'GET /api/meal/leave/associated/user/{associatedUserId}',
  'POST /api/meal/leave/user/{userId}',
  'GET /api/meal/leave/associated/user/{associatedUserId}/available/date',
  'GET /api/service/business/{date}',
  'GET /api/service/business/{diningType}/{date}',
  'GET /api/meal/business',
  // Orders and payment
  'GET /api/order/{id}/retreat',
  'GET /api/order/associate/{userId}',
  'GET /api/order/{id}',
  'GET /api/order/{outTradeNo}/status/{orderStatus}',
  'GET /api/order/payment/{id}',
  'GET /api/associated/user/payment/order/{orderId}/{openid}',
  'POST /api/associated/user/payment/order',
  'GET /api/associated/user/placing/order/{id}/date',
  'POST /api/associated/user/placing/order',
  'GET /api/associated/user/cancel/payment/order/{id}',
  'GET /api/associated/user/orderquery/{id}',
  'GET /api/prepayment/associated/user/{associatedUserId}',
  'GET /api/prepayment/{prepaymentId}/associated/user/{associatedUserId}/discount',
  'GET /api/prepayment/{id}/retreat',
  'POST /api/associated/user/pay/cost',
  'POST /api/associated/user/anonymous/pay/cost',
  'POST /api/associated/user/payment/multiple/meals/pay/cost',
  'GET /api/associated/user/{id}/paying/PAYING',
  'GET /api/refund/user/associated/user/{associatedUserId}',
  'GET /api/refund/user/{id}',
  'GET /api/refund/rule/school/{schoolId}',
  // Login and users
  'POST /login',
  'POST /mobile/login',
  'POST /social/login',
  'POST /bank/login',
  'POST /api/sms/verify',
  'POST /api/associated/user',
  'POST /api/associated/user/updateInfo',
  'POST /api/associated/user/mobile',
  'GET /api/associated/user/mobile/{mobile}',
  'POST /api/associated/user/bind/user',
  'GET /api/associated/user/0',
  'GET /api/associated/user/identity',
  'POST /api/user/update',
  'POST /api/user/update/password',
  'POST /api/user/register',
  'POST /api/social/account/{provider}/{id}/bind',
  'DELETE /api/social/account/{provider}/{id}/unbind',
  'GET /api/user/platform/unbind/{id}',
  'GET /api/user/0/account',
  'GET /api/user/0/balance',
  'GET /api/version/history',
  'POST /api/version/history',
  // Coupons, agreements, messages
  'GET /api/allowance/coupon/{userId}/scene/{scene}',
  'GET /api/allowance/coupon/{userId}/user',
  'GET /api/allowance/coupon/{id}/count',
  'GET /api/allowance/coupon/{id}/preview',
  'GET /api/allowance/coupon/preview/{id}',
  'GET /api/agreement/list',
  'GET /api/agreement/list/{schoolId}',
  'GET /api/agreement/detail/{id}',
  'GET /api/message/template/user/setting',
  'POST /api/message/template/user/setting',
  'GET /api/we/chat/template/message/{id}',
  'POST /api/message',
  'GET /api/message/find/by/user/{id}',
  // School and classes
  'GET /api/classes/grade/{id}',
  'POST /api/student/{studentId}/updateClass',
  'GET /api/school/all',
  'GET /api/school',
  'GET /api/grade/unit/{id}',
  'GET /api/classes/unit/{id}/tree',
  'GET /api/region/{id}',
  'GET /api/applications/classes/maintenance/record/{classesId}/last',
  'GET /api/applications/classes/bind/user',
  'POST /api/applications/classes/bind/user/batch',
  'DELETE /api/applications/classes/bind/user/{id}',
  'GET /api/applications/classes/maintenance/record',
  'GET /api/applications/classes/maintenance/record/tree',
  'POST /api/applications/classes/maintenance/record',
  'GET /api/applications/classes/bind/user/{userId}/hasType/{bindType}',
  // Bank-card activities
  'GET /api/bankcard/activities/qualified',
  'GET /api/bankcard/units/{unitId}/activities',
  'GET /api/bankcard/activities/{id}',
  'GET /api/bankcard/unit/{unitId}/user/{userId}/recommended/activities',
  'POST /api/bankcard/user/{id}/recommended/activities/{recommendId}/{action}',
  // Attachments
  'GET /api/attachment/upload/options',
  'GET /api/attachment/{tenantType}/{id}/url',
  'GET /api/attachment/{tenantType}/{id}/urls',
  'GET /api/attachment/{id}/url',
  'GET /api/attachment/{tenantType}/{id}',
  'GET /api/attachment/{tenantType}/user/{a}/{b}',
  'DELETE /api/attachment/{id}',
  'DELETE /api/attachment/user/temporary/attachments/{id}',
];

/**
 * The spec's `GET {hash}{schoolId}` (under "Meals, business, leave") is the news feed it reads
 * "from an external sample service", a placeholder address (`{hash}`) followed by the school id:
 * no host, no screen of its own. Our news is the school's own, from `GET /api/news/{schoolId}`
 * (decision 023), which the news screen calls; the placeholder address itself is answered by
 * nothing (decision 089).
 */
export const SPEC_NON_CALLS: Readonly<Record<string, string>> = {
  'GET {hash}{schoolId}':
    'the spec’s placeholder news feed; the news screen reads the school’s own news with `GET /api/news/{schoolId}` (decision 023)',
};

/** Spec calls the server answers and the client deliberately does not make (decision 089). */
export const DELIBERATELY_UNUSED: Readonly<Record<string, string>> = {
  'GET /api/business/images/{id}':
    'the brief shows the caterer’s text and contacts; no school uploads caterer photos yet (the console has no place for them)',
  'GET /api/business/{schoolId}/service/school':
    'a family sees its own school’s caterer (`/api/business/student/service/business`); listing every caterer of a school helps no parent',
  'GET /api/business/service/setting/{unitId}/school/{schoolId}':
    'the functional switches come with the business of a date and meal the screens already read',
  'GET /api/meal/business':
    'prices and serving hours come with the business of a date and meal (`/api/service/business/...`)',
  'GET /api/order/{outTradeNo}/status/{orderStatus}':
    'the result pages re-check a payment with `/api/associated/user/orderquery/{id}`; one re-check call is enough',
  'GET /api/associated/user/payment/order/{orderId}/{openid}':
    'the app runs in a browser without a chat-app open id; payment starts with `POST /api/associated/user/payment/order`',
  'GET /api/prepayment/{id}/retreat':
    'buying a package again gives up its unpaid purchase as retreat would (decision 065), and a declined or expired payment ends it (071, 072)',
  'POST /api/associated/user/pay/cost':
    'it needs a chat-app open id; the browser buys through the anonymous and multiple-meal pay-cost calls',
  'POST /api/user/register':
    'the first mobile login makes the account (accountNew), so there is no separate register form',
  'GET /api/allowance/coupon/{userId}/scene/{scene}':
    'the coupons screen lists a child’s coupons by status and shows each one’s scene',
  'GET /api/allowance/coupon/{id}/preview':
    'the valid list already marks new coupons (`isNew`), and the coupons screen marks each seen with `/api/allowance/coupon/preview/{id}`',
  'GET /api/agreement/list/{schoolId}':
    'the agreements page lists the family’s own school’s agreements with `/api/agreement/list` (decision 084)',
  'GET /api/we/chat/template/message/{id}':
    'template messages are composed and sent by the server’s reminder job (decision 042); the client edits only the settings',
  'GET /api/school':
    'adding a child picks the school from the server’s list (`/api/school/all`) and proves the place with a claim code (decision 070); a search adds nothing',
  'GET /api/region/{id}': 'regions only narrow the school search, which is not used either',
  'GET /api/applications/classes/maintenance/record/{classesId}/last':
    'the class screens show the record list and tree, whose newest entry is the last record',
  'GET /api/applications/classes/bind/user/{userId}/hasType/{bindType}':
    'the class screens read the bindings list, which carries each bind type',
  'GET /api/bankcard/units/{unitId}/activities':
    'the activity list shows what the family qualifies for (`/api/bankcard/activities/qualified`), not every activity of the unit',
  'GET /api/attachment/{tenantType}/{id}/url':
    'an upload answers with its url, and the attachment records (`/api/attachment/{tenantType}/{id}`) carry theirs',
  'GET /api/attachment/{tenantType}/{id}/urls':
    'an upload answers with its url, and the attachment records (`/api/attachment/{tenantType}/{id}`) carry theirs',
  'GET /api/attachment/{id}/url':
    'an upload answers with its url, and the attachment records (`/api/attachment/{tenantType}/{id}`) carry theirs',
  'GET /api/attachment/{tenantType}/user/{a}/{b}':
    'no screen lists a user’s own uploads; each belongs to what it was uploaded for',
  'DELETE /api/attachment/{id}':
    'a parent removes an unsent upload (the temporary delete); a sent one stays with its record',
};

/** `METHOD path` of every call some screen's code (or the API client itself) reaches. */
export function callsTheClientMakes(): Set<string> {
  const made = new Set<string>();
  const add = (calls: { method: string; path: string }[]) => {
    for (const call of calls) made.add(`${call.method} ${call.path}`);
  };
  for (const file of allScreenModules().values()) add(callsFrom(file));
  add(callsFrom(CLIENT_FILE, 'request', ''));
  return made;
}

/**
 * What is wrong between the spec's calls, the client's and the list above: a spec call neither
 * made nor listed, a listed call that is made after all or is not the spec's. Empty when right.
 */
export function specCallProblems(made: ReadonlySet<string> = callsTheClientMakes()): string[] {
  const problems: string[] = [];
  for (const call of SPEC_CALLS) {
    if (!made.has(call) && !(call in DELIBERATELY_UNUSED))
      problems.push(
        `${call}: the spec lists it, no screen makes it and decision 089 does not list it`,
      );
  }
  for (const call of Object.keys(DELIBERATELY_UNUSED)) {
    if (!SPEC_CALLS.includes(call)) problems.push(`${call}: listed as unused but not a spec call`);
    else if (made.has(call)) problems.push(`${call}: listed as unused but a screen makes it`);
  }
  return problems;
}
