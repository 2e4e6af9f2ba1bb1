import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors';
import { serverMessages } from '../../messages';
import type { PaymentChannel } from '../../../lib/contract/order';
import type { Db, Tx } from '../db';
import { socialAccounts } from '../schema';
import type { PaymentProvider, WechatScene } from './provider';

// Which channel pays, decided by the server (decision 071): the demo's sandbox plays every
// channel; in production WeChat Pay, asked the way the browser that asks can pay. The browser
// names no channel (the balance excepted), so it cannot ask production for the sandbox.

/** How one payer's payment is made. */
export interface Resolved {
  channel: PaymentChannel;
  provider: PaymentProvider | null;
  scene?: WechatScene;
  openid?: string;
  payerIp: string;
}

/** Who is paying, as the request shows it. */
export interface Payer {
  /** The channel the body named, if any. */
  asked?: PaymentChannel;
  userAgent: string;
  ip: string;
  /** How WeChat Pay is asked regardless of the browser: the console's counter shows a QR code. */
  scene?: WechatScene;
}

export function payerOf(request: FastifyRequest, asked?: PaymentChannel): Payer {
  const agent = request.headers['user-agent'];
  return { asked, userAgent: typeof agent === 'string' ? agent : '', ip: request.ip };
}

/** JSAPI in WeChat's own browser, H5 in a phone's others, Native (a QR code) on a computer. */
export function sceneOf(userAgent: string): WechatScene {
  if (/MicroMessenger/i.test(userAgent)) return 'jsapi';
  if (/Mobile|Android|iPhone|iPod|HarmonyOS/i.test(userAgent)) return 'h5';
  return 'native';
}

/** The channel a payment goes through: what was asked in demo mode, else WeChat Pay. */
export function channelFor(asked: PaymentChannel | undefined, demo: boolean): PaymentChannel {
  if (asked === 'balance') return 'balance';
  if (demo) return asked ?? 'sandbox';
  return asked ?? 'wechat';
}

/** The open id the account's WeChat sign-in bound for this app (JSAPI pays as it). */
export async function boundOpenid(
  tx: Db | Tx,
  accountId: number,
  appid: string | undefined,
): Promise<string | null> {
  const [row] = await tx
    .select({ openId: socialAccounts.openId })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.accountId, accountId),
        eq(socialAccounts.provider, 'wechat'),
        appid ? or(eq(socialAccounts.appId, appid), isNull(socialAccounts.appId)) : undefined,
      ),
    )
    .orderBy(desc(socialAccounts.createdAt))
    .limit(1);
  return row?.openId ?? null;
}

/**
 * The channel, provider and WeChat Pay scene for a payer (decision 071). JSAPI pays as the open id
 * the account's WeChat sign-in bound; without one the client starts that sign-in.
 */
export function payerResolver(
  providerOf: (channel: PaymentChannel) => PaymentProvider,
  mode: { demo: boolean; appid?: string },
) {
  return async function resolve(tx: Tx, accountId: number, payer: Payer): Promise<Resolved> {
    const channel = channelFor(payer.asked, mode.demo);
    const provider = channel === 'balance' ? null : providerOf(channel);
    if (provider?.name !== 'wechat') return { channel, provider, payerIp: payer.ip };
    const scene = payer.scene ?? sceneOf(payer.userAgent);
    const openid = scene === 'jsapi' ? await boundOpenid(tx, accountId, mode.appid) : null;
    if (scene === 'jsapi' && !openid)
      throw new DomainError('WECHAT_BIND_REQUIRED', serverMessages.wechatBindRequired);
    return { channel, provider, scene, openid: openid ?? undefined, payerIp: payer.ip };
  };
}
