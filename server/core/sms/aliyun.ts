import type Dysmsapi from '@alicloud/dysmsapi20170525';
import type { SmsProvider } from '../providers';
import { SmsSendError } from './failure';
import type { SmsSettings } from './settings';

// Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms) through its official SDK, which signs with
// ACS3-HMAC-SHA256. The template names one variable, ${code}. The SDK makes its own agent, so
// the guarded client's connect-time filter cannot sit under it: its address is the operator's
// setting (the provider's own host), never a caller's.

// The SDK is loaded with the first code sent, not with the server: it takes about 0.3 s to load.
async function connect(settings: SmsSettings) {
  const [sdk, { Config }] = await Promise.all([
    import('@alicloud/dysmsapi20170525'),
    import('@alicloud/openapi-client'),
  ]);
  const client: Dysmsapi = new sdk.default(
    new Config({
      accessKeyId: settings.secretId,
      accessKeySecret: settings.secretKey,
      regionId: settings.region,
      endpoint: settings.endpoint ?? 'dysmsapi.aliyuncs.com',
      protocol: settings.endpoint ? 'http' : 'https',
      connectTimeout: 3_000,
      readTimeout: 10_000,
    }),
  );
  return { client, SendSmsRequest: sdk.SendSmsRequest };
}

export function aliyunSmsProvider(settings: SmsSettings): SmsProvider {
  let connection: ReturnType<typeof connect> | null = null;

  return {
    async send(mobile, code) {
      connection ??= connect(settings);
      const { client, SendSmsRequest } = await connection;
      let answer;
      try {
        answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: mobile,
            signName: settings.signName,
            templateCode: settings.templateId,
            templateParam: JSON.stringify({ code }),
          }),
        );
      } catch (error) {
        const named = (error as { code?: unknown }).code;
        throw new SmsSendError(typeof named === 'string' ? named : 'network');
      }
      if (answer.body?.code !== 'OK') throw new SmsSendError(answer.body?.code ?? 'no-status');
    },
  };
}
