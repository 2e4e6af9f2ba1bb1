import { resolve } from 'node:path';
import { buildApp } from './app';
import { buildClientIfStale } from './build-client';
import { configFromEnv } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';

async function main(): Promise<void> {
  const config = configFromEnv();
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
