import type { PaymentLaunch } from '@/lib/contract/order';

// WeChat's in-app browser pays through WeixinJSBridge (decision 071). What it answers only says
// whether the payer went through with it; whether the money arrived is the server's to say (its
// query and WeChat Pay's notification), so the result page is always read from the server.

export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

interface WeixinJSBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    parameters: PaymentLaunch,
    callback: (answer: { err_msg?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long the page waits for WeChat to announce its bridge before calling the launch failed. */
const BRIDGE_WAIT_MS = 5000;

export function payInWechat(launch: PaymentLaunch): Promise<BridgeOutcome> {
  return new Promise((resolve) => {
    const invoke = (bridge: WeixinJSBridge) =>
      bridge.invoke('getBrandWCPayRequest', launch, (answer) => {
        const said = answer?.err_msg ?? '';
        resolve(said.endsWith(':ok') ? 'ok' : said.endsWith(':cancel') ? 'cancel' : 'fail');
      });
    if (window.WeixinJSBridge) return invoke(window.WeixinJSBridge);
    const timer = setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        if (window.WeixinJSBridge) invoke(window.WeixinJSBridge);
        else resolve('fail');
      },
      { once: true },
    );
  });
}
