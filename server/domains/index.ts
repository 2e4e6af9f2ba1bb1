import type { DomainPlugin } from '../core/http/domain';
import type { DomainContext } from './context';
import { authDomain } from './auth';
import { userDomain } from './user';
import { schoolDomain } from './school';
import { classesDomain } from './classes';
import { orderDomain } from './order';
import { paymentDomain } from './payment';
import { prepaymentDomain } from './prepayment';
import { refundDomain } from './refund';
import { couponDomain } from './coupon';
import { leaveDomain } from './leave';
import { mealDomain } from './meal';
import { businessDomain } from './business';
import { attachmentDomain } from './attachment';
import { messageDomain } from './message';
import { schoolInfoDomain } from './schoolInfo';
import { reminderDomain } from './reminder';
import { bankcardDomain } from './bankcard';
import { consoleDomain } from './console';
import { exportsDomain } from './exports';
import { retentionDomain } from './retention';
import { enrolmentDomain } from './enrolment';
import { feedDomain } from './feed';
import { servingDomain, wasteDomain } from './serving';
import { allergyDomain } from './allergy';

// Every domain, in the order the app builds their services and registers their calls (decision
// 060): a domain comes after those whose services it uses. A new domain is one entry here.
export const domains: DomainPlugin<DomainContext>[] = [
  userDomain,
  authDomain,
  schoolDomain,
  classesDomain,
  mealDomain,
  businessDomain,
  leaveDomain,
  orderDomain,
  couponDomain,
  reminderDomain,
  paymentDomain,
  prepaymentDomain,
  refundDomain,
  attachmentDomain,
  messageDomain,
  schoolInfoDomain,
  bankcardDomain,
  enrolmentDomain,
  feedDomain,
  servingDomain,
  allergyDomain,
  consoleDomain,
  wasteDomain,
  exportsDomain,
  retentionDomain,
];
