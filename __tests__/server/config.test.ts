import { configFromEnv as fromEnv } from '@/server/core/env';

const configFromEnv = (env: Record<string, string>) =>
  fromEnv({ NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);

// The demo clock offset (decision 027): browser tests let a cut-off pass by starting the server
// ahead of time. Production never takes it.

it('runs the demo server clock ahead by DEMO_CLOCK_OFFSET_SECONDS', () => {
  const config = configFromEnv({ DEMO_CLOCK_OFFSET_SECONDS: '86400' });
  const ahead = config.clock!.now().getTime() - Date.now();
  expect(ahead).toBeGreaterThan(86_399_000);
  expect(ahead).toBeLessThan(86_401_000);
  expect(configFromEnv({}).clock).toBeUndefined();
});

it('refuses the offset outside demo mode, and a value that is not a number', () => {
  expect(() => configFromEnv({ DEMO: '0', DEMO_CLOCK_OFFSET_SECONDS: '60' })).toThrow(
    'DEMO_CLOCK_OFFSET_SECONDS',
  );
  expect(() => configFromEnv({ DEMO_CLOCK_OFFSET_SECONDS: 'soon' })).toThrow(
    'DEMO_CLOCK_OFFSET_SECONDS',
  );
});
