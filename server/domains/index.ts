import type { DomainPlugin } from '../core/http/domain';
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

// Every domain that answers calls, in the order the app registers them (decision 060). A new
// domain is one entry here.
export const domains: DomainPlugin[] = [
  authDomain,
  userDomain,
  schoolDomain,
  classesDomain,
  orderDomain,
  paymentDomain,
  prepaymentDomain,
  refundDomain,
  couponDomain,
  leaveDomain,
  mealDomain,
  businessDomain,
  attachmentDomain,
  messageDomain,
  schoolInfoDomain,
  reminderDomain,
  bankcardDomain,
  consoleDomain,
];
