import type { SmsProvider } from '../providers';
import { outboundAgent } from '../outbound/fetch';
import { SmsSendError } from './failure';
import type { SmsSettings } from './settings';

// Tencent Cloud SMS (短信 API 3.0, SendSms) through its official SDK, which signs with
// TC3-HMAC-SHA256. The template has one parameter, {1}: the code.

const TIMEOUT_SECONDS = 10;

// The SDK is loaded with the first code sent, not with the server.
async function connect(settings: SmsSettings) {
  const { sms } = await import('tencentcloud-sdk-nodejs-sms');
  const endpoint = settings.endpoint;
  const protocol = endpoint ? 'http:' : 'https:';
  return new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      httpProfile: {
        reqMethod: 'POST',
        reqTimeout: TIMEOUT_SECONDS,
        // An endpoint override is the tests' fake on this machine: plain http to loopback only.
        ...(endpoint ? { endpoint, protocol: 'http://' } : {}),
        agent: outboundAgent(protocol, { loopback: !!endpoint }),
      },
    },
  });
}

export function tencentSmsProvider(settings: SmsSettings): SmsProvider {
  let connection: ReturnType<typeof connect> | null = null;

  return {
    async send(mobile, code) {
      connection ??= connect(settings);
      const client = await connection;
      let answer;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: settings.appId ?? '',
          SignName: settings.signName,
          TemplateId: settings.templateId,
          TemplateParamSet: [code],
        });
      } catch (error) {
        const named = (error as { code?: unknown }).code;
        throw new SmsSendError(typeof named === 'string' ? named : 'network');
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw new SmsSendError(status?.Code ?? 'no-status');
    },
  };
}
