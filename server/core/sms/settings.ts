/** A real SMS service (decision 069): which one, and what its console gives the school. */
export interface SmsSettings {
  provider: 'tencent' | 'aliyun';
  /** Tencent's SecretId, Alibaba's AccessKey ID. */
  secretId: string;
  /** Tencent's SecretKey, Alibaba's AccessKey secret. */
  secretKey: string;
  /** The approved signature (签名) the message is sent under. */
  signName: string;
  /** The approved template: Tencent's numeric id, Alibaba's SMS_… code. */
  templateId: string;
  /** Tencent's SmsSdkAppId (Alibaba has none). */
  appId?: string;
  region: string;
  /** `host:port` the SDK calls instead of the provider's own (the tests' fakes only). */
  endpoint?: string;
}

export const SMS_DEFAULT_REGION = { tencent: 'ap-guangzhou', aliyun: 'cn-hangzhou' } as const;
