import type { ServerConfig } from '../../server/config';

/** The benches' server: demo mode (the demo school and its logins), no static client. */
export function benchConfig(): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    clientId: 'canteen-web',
    clientSecret: 'canteen-web-secret',
    publicOrigin: 'http://127.0.0.1',
    outDir: null,
    demo: true,
    logLevel: 'warn',
  };
}
