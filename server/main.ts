import { resolve } from 'node:path';
import { buildApp } from './app';
import { buildClientIfStale } from './buildClient';
import type { ServerConfig } from './config';
import { TEST_CLOCK_WARNING } from './core/clock';
import { ConfigError, configFromEnv } from './core/env';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/seed';
import { DataDirLocked } from './core/ops/dirLock';
import { gracefulShutdown, onStopSignals } from './core/ops/shutdown';

/** Said loudly, first thing: which mode this server is in (decision 017). */
function announceMode(config: ServerConfig): void {
  if (config.clockMovedForTests) console.warn(TEST_CLOCK_WARNING);
  if (config.demo)
    console.log(
      '*** DEMO MODE: demo school, sandbox payments, SMS outbox, chat-app and bank sign-in. ' +
        'Not for real use: set DEMO=0 (see .env.example) for production. ***',
    );
  else
    console.log(
      `Production mode (DEMO=0): no sandboxes; payments through ${config.wechatPay ? 'WeChat Pay' : 'no provider'}.`,
    );
}

async function main(): Promise<void> {
  const config = configFromEnv();
  announceMode(config);
  if (config.outDir && process.env.SKIP_BUILD !== '1') {
    buildClientIfStale(resolve(__dirname, '..'), config.outDir, (line) => console.log(line));
  }
  const app = await buildApp(config);
  console.log(
    `Database: ${app.database.description}${app.seeded ? ' (seeded the demo school)' : ''}`,
  );
  await app.listen({ port: config.port, host: config.host });
  console.log(`Canteen is running at ${config.publicOrigin}`);
  if (config.demo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.username}  mobile ${login.mobile}  ${login.role}`);
  }
  onStopSignals(gracefulShutdown(app, { drainMs: app.ops.config.drainMs, state: app.ops.state }));
}

main().catch((error: unknown) => {
  // A refused configuration says which variable, without a stack.
  console.error(
    error instanceof ConfigError || error instanceof DataDirLocked
      ? `Refusing to start: ${error.message}`
      : error,
  );
  process.exit(1);
});
