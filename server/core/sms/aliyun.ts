import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import type { SmsProvider } from '../providers';
import { SmsSendError } from './failure';
import type { SmsSettings } from './settings';

// Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms) through its official SDK, which signs with
// ACS3-HMAC-SHA256. The template names one variable, ${code}. The SDK makes its own agent, so
// the guarded client's connect-time filter cannot sit under it: its address is the operator's
// setting (the provider's own host), never a caller's.

export function aliyunSmsProvider(settings: SmsSettings): SmsProvider {
  const client = new Dysmsapi(
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

  return {
    async send(mobile, code) {
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
