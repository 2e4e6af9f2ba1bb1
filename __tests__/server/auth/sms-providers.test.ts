import { aliyunSmsProvider } from '@/server/core/sms/aliyun';
import { tencentSmsProvider } from '@/server/core/sms/tencent';
import type { SmsSettings } from '@/server/core/sms/settings';
import { startAliyunSmsFake, ALIYUN_SMS, type AliyunSmsFake } from '../../support/fakes/aliyunSms';
import {
  startTencentSmsFake,
  TENCENT_SMS,
  type TencentSmsFake,
} from '../../support/fakes/tencentSms';
import { createTestApp, mobileLogin, sendCode, type TestApp } from '../helpers';
import { rows, signInRows } from './providers-helpers';

// Decision 069: SMS codes through Tencent Cloud and Alibaba Cloud, each SDK against a fake of its
// API that checks the signature with the configured key. A refused or absent provider answers a
// clear error, and its code can sign nobody in.

const sendFailed = { code: 'PROVIDER_UNAVAILABLE', message: '短信发送失败，请稍后再试' };

function tencentSettings(fake: TencentSmsFake, secretKey = TENCENT_SMS.secretKey): SmsSettings {
  return {
    provider: 'tencent',
    secretId: TENCENT_SMS.secretId,
    secretKey,
    signName: TENCENT_SMS.signName,
    templateId: TENCENT_SMS.templateId,
    appId: TENCENT_SMS.appId,
    region: 'ap-guangzhou',
    endpoint: fake.host,
  };
}

function aliyunSettings(fake: AliyunSmsFake, secretKey = ALIYUN_SMS.accessKeySecret): SmsSettings {
  return {
    provider: 'aliyun',
    secretId: ALIYUN_SMS.accessKeyId,
    secretKey,
    signName: ALIYUN_SMS.signName,
    templateId: ALIYUN_SMS.templateCode,
    region: 'cn-hangzhou',
    endpoint: fake.host,
  };
}

type Fake = TencentSmsFake | AliyunSmsFake;
const cases: [string, () => Promise<Fake>, (fake: Fake, key?: string) => SmsSettings][] = [
  [
    'Tencent Cloud',
    startTencentSmsFake,
    (fake, key) => tencentSettings(fake as TencentSmsFake, key),
  ],
  ['Alibaba Cloud', startAliyunSmsFake, (fake, key) => aliyunSettings(fake as AliyunSmsFake, key)],
];

describe.each(cases)('%s SMS in production', (_name, startFake, settingsOf) => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    t = await createTestApp({ demo: false, sms: settingsOf(fake) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.down = false;
    fake.failWith = undefined;
  });

  it('sends the code the phone receives, which signs a new parent in; no demo outbox', async () => {
    const mobile = '13900000001';
    const sent = await sendCode(t.app, mobile, '10.1.0.1');
    expect(sent.statusCode).toBe(200);
    expect(fake.refused).toBe(0);
    const code = fake.lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(await rows(t.app, 'demo_sms_outbox')).toBe(0);
    const login = await mobileLogin(t.app, mobile, code!);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ accountNew: true, token_type: 'bearer' });
  });

  it('a provider that refuses the message: a clear error, and no code that signs anyone in', async () => {
    fake.failWith = 'LimitExceeded.PhoneNumberDailyLimit';
    const mobile = '13900000002';
    const before = await signInRows(t.app);
    const sent = await sendCode(t.app, mobile, '10.1.0.2');
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ success: false, ...sendFailed });
    const login = await mobileLogin(t.app, mobile, '000000');
    expect(login.json().code).toBe('SMS_CODE_EXPIRED');
    expect(await signInRows(t.app)).toEqual(before);
  });

  it('the provider down: the same clear error, nothing signed in', async () => {
    fake.down = true;
    const mobile = '13900000003';
    const before = await signInRows(t.app);
    const sent = await sendCode(t.app, mobile, '10.1.0.3');
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject(sendFailed);
    expect(fake.sent.some((sms) => sms.mobile === mobile)).toBe(false);
    expect(await signInRows(t.app)).toEqual(before);
  });

  it('a failed send still counts: the number waits out the cooldown before asking again', async () => {
    fake.down = true;
    const mobile = '13900000004';
    expect((await sendCode(t.app, mobile, '10.1.0.4')).statusCode).toBe(400);
    fake.down = false;
    const again = await sendCode(t.app, mobile, '10.1.0.4');
    expect(again.json().code).toBe('SMS_COOLDOWN');
    t.clock.advance(61_000);
    expect((await sendCode(t.app, mobile, '10.1.0.4')).statusCode).toBe(200);
  });

  it('new accounts by SMS stay limited per client address as in demo mode', async () => {
    const ip = '10.1.0.5';
    for (let i = 0; i < 10; i++)
      expect((await sendCode(t.app, `1390000010${i}`, ip)).statusCode).toBe(200);
    const eleventh = await sendCode(t.app, '13900000110', ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('SMS_DAILY_LIMIT_IP');
  });
});

describe.each(cases)('%s with a wrong key', (_name, startFake, settingsOf) => {
  it('is refused by the provider for its signature: a clear error, nothing written', async () => {
    const fake = await startFake();
    const t = await createTestApp({ demo: false, sms: settingsOf(fake, 'not-the-configured-key') });
    try {
      const before = await signInRows(t.app);
      const sent = await sendCode(t.app, '13900000201', '10.1.1.1');
      expect(sent.json()).toMatchObject(sendFailed);
      expect(fake.refused).toBe(1);
      expect(fake.sent).toEqual([]);
      expect(await signInRows(t.app)).toEqual(before);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

it('a refused send is logged with the provider’s code, the number masked and no code', async () => {
  const fake = await startTencentSmsFake();
  const lines: string[] = [];
  const t = await createTestApp({
    demo: false,
    sms: tencentSettings(fake),
    logLevel: 'warn',
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    fake.failWith = 'FailedOperation.TemplateIncorrectOrUnapproved';
    expect((await sendCode(t.app, '13900000401', '10.1.2.1')).statusCode).toBe(400);
    const logged = lines.join('');
    expect(logged).toContain('FailedOperation.TemplateIncorrectOrUnapproved');
    expect(logged).toContain('139****0401');
    expect(logged).not.toContain('13900000401');
  } finally {
    await t.close();
    await fake.close();
  }
});

describe('the SDKs sign what the fakes check', () => {
  // A fake that accepted anything would prove nothing: a signature over other content fails.
  it.each(cases)(
    '%s: a message signed with another key is refused',
    async (_name, startFake, settingsOf) => {
      const fake = await startFake();
      try {
        const settings = settingsOf(fake, 'another-key');
        const provider =
          settings.provider === 'tencent'
            ? tencentSmsProvider(settings)
            : aliyunSmsProvider(settings);
        await expect(provider.send('13900000301', '123456')).rejects.toMatchObject(sendFailed);
        const right = settingsOf(fake);
        const good =
          right.provider === 'tencent' ? tencentSmsProvider(right) : aliyunSmsProvider(right);
        await good.send('13900000301', '123456');
        expect(fake.sent).toEqual([{ mobile: '13900000301', code: '123456' }]);
      } finally {
        await fake.close();
      }
    },
  );
});
