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

// Decision 064: `DEMO=false` (or any value but 1 and 0) once started the demo sandbox,
// sign-in-as-anyone included, on what the operator took for production.
it('accepts DEMO=1 and DEMO=0 only, and refuses anything else at start-up, naming it', () => {
  expect(configFromEnv({ DEMO: '1' }).demo).toBe(true);
  expect(configFromEnv({}).demo).toBe(true);
  for (const value of ['false', 'no', 'off', 'true', ' 0', '0 ', '00', 'production'])
    expect(() => configFromEnv({ DEMO: value })).toThrow(
      `DEMO must be 1 (demo) or 0 (production), not "${value}"`,
    );
  // DEMO=0 goes on to the production checks (and refuses the missing secrets by name).
  expect(() => configFromEnv({ DEMO: '0' })).toThrow('DEMO=0 needs');
});
