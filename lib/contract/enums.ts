import * as z from 'zod/mini';

// Every enumeration of (docs/product.md, "What the app keeps"), spelled exactly as the spec spells it.

export const DiningType = z.enum(['Breakfast', 'Lunch', 'Dinner']);
export type DiningType = z.infer<typeof DiningType>;

export const Gender = z.enum(['Male', 'Female', 'Other']);
export type Gender = z.infer<typeof Gender>;

export const CouponStatus = z.enum(['Use', 'Not_Use']);
export type CouponStatus = z.infer<typeof CouponStatus>;

export const CouponScene = z.enum(['Business', 'Platform']);
export type CouponScene = z.infer<typeof CouponScene>;

export const BalanceRecordType = z.enum([
  'Recharge',
  'OrderDay',
  'OrderMonth',
  'Unsubscribe',
  'Cash_Withdrawal',
  'Leave_Settlement',
  // Ours (decision 029): the school's part of a discounted prepayment or of a coupon, credited.
  'Allowance',
]);
export type BalanceRecordType = z.infer<typeof BalanceRecordType>;

export const OrderType = z.enum(['Day', 'Month', 'PayCost', 'Custom']);
export type OrderType = z.infer<typeof OrderType>;

export const MealKind = z.enum(['Ordinary', 'Muslim']);
export type MealKind = z.infer<typeof MealKind>;

export const DeliveryStatus = z.enum([
  'Stay_Actual',
  'Begin_Actual',
  'End_Actual',
  'Leave',
  'CollectivityLeave',
]);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;

export const PayStatus = z.enum(['UnPay', 'Pay']);
export type PayStatus = z.infer<typeof PayStatus>;

export const OrderStatus = z.enum(['UnPay', 'Pay', 'Unsubscribe']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PayMode = z.enum(['Online', 'Offline']);
export type PayMode = z.infer<typeof PayMode>;

export const MessageStatus = z.enum(['Resolved', 'UnResolved']);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const DayLabel = z.enum(['today', 'yesterday']);
export type DayLabel = z.infer<typeof DayLabel>;

export const MealOrderType = z.enum([
  'Sealing',
  'Dispark',
  'DisparkMultipleMeals',
  'Custom',
  'QRCode',
]);
export type MealOrderType = z.infer<typeof MealOrderType>;

export const Role = z.enum(['HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD']);
export type Role = z.infer<typeof Role>;

export const BindType = z.enum(['FAMILY_HEAD', 'RESPONSIBLE_TEACHER']);
export type BindType = z.infer<typeof BindType>;

export const UserType = z.enum(['Student']);
export type UserType = z.infer<typeof UserType>;

export const SchoolStatus = z.enum(['SCHOOL_IS_OVER']);
export type SchoolStatus = z.infer<typeof SchoolStatus>;

export const ActionLabel = z.enum(['Confirm', 'Cancel', 'ToAudit']);
export type ActionLabel = z.infer<typeof ActionLabel>;

export const LeaveStatus = z.enum(['Confirm', 'Cancel', 'ToAudit']);
export type LeaveStatus = z.infer<typeof LeaveStatus>;

export const AuditStatus = z.enum(['Pass', 'NotPass', 'ToAudit']);
export type AuditStatus = z.infer<typeof AuditStatus>;

export const MealAxisStatus = z.enum([
  'Order',
  'UnOrder',
  'Leave',
  'Reserve',
  'Meals',
  'Evaluate',
  'Holiday',
  'Weekend',
  'CollectivityLeave',
  'None',
]);
export type MealAxisStatus = z.infer<typeof MealAxisStatus>;

export const MealCommentItemType = z.enum(['Input', 'Star', 'Choice']);
export type MealCommentItemType = z.infer<typeof MealCommentItemType>;

/**
 * How an order was paid, as its receipt and the balance details say (decision 072): a payment
 * channel, the school's counter (`offline`) or a meal package's money (`package`).
 */
export const PayMethod = z.enum([
  'sandbox',
  'orangebank',
  'wechat',
  'balance',
  'offline',
  'package',
]);
export type PayMethod = z.infer<typeof PayMethod>;

/** What took money off an order's price: a coupon or a meal package's discount. */
export const DiscountKind = z.enum(['coupon', 'package']);
export type DiscountKind = z.infer<typeof DiscountKind>;
