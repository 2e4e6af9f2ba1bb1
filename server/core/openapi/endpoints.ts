import * as admin from '../../../lib/contract/admin';
import * as adminCalendar from '../../../lib/contract/adminCalendar';
import * as adminContent from '../../../lib/contract/adminContent';
import * as adminMessages from '../../../lib/contract/adminMessages';
import * as adminMembers from '../../../lib/contract/adminMembers';
import * as adminMenus from '../../../lib/contract/adminMenus';
import * as adminMoney from '../../../lib/contract/adminMoney';
import * as adminPrepaid from '../../../lib/contract/adminPrepaid';
import * as adminRoster from '../../../lib/contract/adminRoster';
import * as adminRosterLinks from '../../../lib/contract/adminRosterLinks';
import * as enrolment from '../../../lib/contract/enrolment';
import * as adminRules from '../../../lib/contract/adminRules';
import * as adminSheet from '../../../lib/contract/adminSheet';
import * as adminStructure from '../../../lib/contract/adminStructure';
import * as attachment from '../../../lib/contract/attachment';
import * as auth from '../../../lib/contract/auth';
import * as bankcard from '../../../lib/contract/bankcard';
import * as business from '../../../lib/contract/business';
import * as classes from '../../../lib/contract/classes';
import type { Endpoint } from '../../../lib/contract/core';
import * as coupon from '../../../lib/contract/coupon';
import * as demo from '../../../lib/contract/demo';
import * as exportsContract from '../../../lib/contract/exports';
import * as feed from '../../../lib/contract/feed';
import * as leave from '../../../lib/contract/leave';
import * as meal from '../../../lib/contract/meal';
import * as message from '../../../lib/contract/message';
import * as ops from '../../../lib/contract/ops';
import * as money from '../../../lib/contract/money';
import * as nutrition from '../../../lib/contract/nutrition';
import * as order from '../../../lib/contract/order';
import * as prepayment from '../../../lib/contract/prepayment';
import * as refund from '../../../lib/contract/refund';
import * as reminder from '../../../lib/contract/reminder';
import * as retention from '../../../lib/contract/retention';
import * as school from '../../../lib/contract/school';
import * as schoolInfo from '../../../lib/contract/schoolInfo';
import * as serving from '../../../lib/contract/serving';
import * as allergy from '../../../lib/contract/allergy';
import * as user from '../../../lib/contract/user';

// Every contract module's endpoint descriptors, by module (the tag) and export name (the
// operation id). A module left out here leaves its calls out of the document, which the test
// "the document lists every registered route" catches.

const MODULES: Record<string, Record<string, unknown>> = {
  auth,
  user,
  school,
  classes,
  demo,
  nutrition,
  order,
  leave,
  meal,
  attachment,
  message,
  business,
  schoolInfo,
  money,
  prepayment,
  refund,
  coupon,
  reminder,
  bankcard,
  ops,
  admin,
  adminSheet,
  adminMenus,
  adminCalendar,
  adminRules,
  adminRoster,
  adminRosterLinks,
  enrolment,
  adminMoney,
  adminContent,
  adminMessages,
  adminPrepaid,
  adminMembers,
  adminStructure,
  exports: exportsContract,
  retention,
  feed,
  serving,
  allergy,
};

export interface NamedEndpoint {
  tag: string;
  name: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).method === 'string' &&
    typeof (value as Endpoint).path === 'string' &&
    'response' in value &&
    'params' in value
  );
}

export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(MODULES).flatMap(([tag, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ tag, name, endpoint })),
  );
}
