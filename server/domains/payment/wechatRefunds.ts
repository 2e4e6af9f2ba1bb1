import type { WechatPayConfig } from '../../core/settings';
import type { PayoutStatus, RefundReport, RefundToStart } from './provider';
import { outside, type Endpoint } from './wechatNotification';

// WeChat Pay API v3 refunds (/v3/refund/domestic/refunds, decision 071): a refund of one paid
// payment, asked for with our out_refund_no (the same number asked again is the same refund at
// WeChat Pay), its notification and its query.

/** Where WeChat Pay posts refund notifications: beside the payments' notify_url. */
export const WECHAT_REFUND_NOTIFY_PATH = '/api/payment/wechat/refund-notify';

interface WechatRefund {
  out_refund_no?: string;
  refund_id?: string;
  /** The create and query answers. */
  status?: string;
  /** The notification's. */
  refund_status?: string;
}

const STATES: Record<string, PayoutStatus> = {
  SUCCESS: 'Success',
  CLOSED: 'Closed',
  ABNORMAL: 'Abnormal',
  PROCESSING: 'Processing',
};

export function refundReport(refund: WechatRefund): RefundReport | null {
  const status = STATES[refund.status ?? refund.refund_status ?? ''];
  if (!refund.out_refund_no || !status) return null;
  return { outRefundNo: refund.out_refund_no, status, providerRef: refund.refund_id };
}

export function wechatRefunds(config: WechatPayConfig, api: (path: string) => Endpoint) {
  const answer = (data: unknown, outRefundNo: string): RefundReport =>
    refundReport(data as WechatRefund) ?? { outRefundNo, status: 'Processing' };

  async function refund(asked: RefundToStart): Promise<RefundReport> {
    const { data } = await outside(() =>
      api('v3/refund/domestic/refunds').post({
        out_trade_no: asked.outTradeNo,
        out_refund_no: asked.outRefundNo,
        ...(asked.reason && { reason: asked.reason.slice(0, 80) }),
        notify_url: new URL(WECHAT_REFUND_NOTIFY_PATH, config.notifyUrl).toString(),
        amount: { refund: asked.amount, total: asked.total, currency: 'CNY' },
      }),
    );
    return answer(data, asked.outRefundNo);
  }

  async function queryRefund(outRefundNo: string): Promise<RefundReport> {
    const { data } = await outside(() =>
      api('v3/refund/domestic/refunds/{out_refund_no}').get({ out_refund_no: outRefundNo }),
    );
    return answer(data, outRefundNo);
  }

  return { refund, queryRefund };
}
