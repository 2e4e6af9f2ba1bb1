// One bench server process (npm run bench:server's "two processes" round): the app on the
// database in BENCH_DATABASE_URL with the bench's hello route, on a free loopback port that it
// prints as `LISTENING <port>`. Stops on SIGTERM.
import { buildApp } from '../../server/app';
import { benchConfig } from './config';

async function main(): Promise<void> {
  const app = await buildApp({ ...benchConfig(), databaseUrl: process.env.BENCH_DATABASE_URL });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
