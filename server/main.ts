import { buildApp } from './app';
import { configFromEnv } from './config';

async function main(): Promise<void> {
  const config = configFromEnv();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Canteen is running at ${config.publicOrigin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
