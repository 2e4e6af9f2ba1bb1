// Two projects: the client runs in jest-fixed-jsdom (real fetch, Request and streams for msw),
// the server in node. msw 2's dependencies ship ESM only, so they are transformed too.
const esmAllowList = [
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'idb-keyval',
  // Dependencies of @fastify/static and of fastify's inject ship ESM only.
  'content-disposition',
  'cookie',
  // The address filter of the outbound client (decision 062).
  'request-filtering-agent',
  // The bank's OAuth sign-in (decision 069): openid-client 6 and its two libraries.
  'openid-client',
  'oauth4webapi',
  'jose',
];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmAllowList.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // A component's own stylesheet imported by path (react-vant's sideEffects list keeps only
    // .css files, so named imports skip the index that pulls it in) is a stub too.
    '^react-vant/es/.*\\.css$': '<rootDir>/__tests__/setup/style-stub.js',
    // react-vant's es/ build is ESM; its lib/ twin is the same code in CommonJS.
    '^react-vant/es/(.*)$': 'react-vant/lib/$1',
    '^@react-vant/icons/es/(.*)$': '@react-vant/icons/lib/$1',
    '\\.(css|less)$': '<rootDir>/__tests__/setup/style-stub.js',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  // A worker that has run many server files holds PGlite's WebAssembly memories and grows past
  // 2 GB, and every later file in it ran about five times slower (garbage collection): workers
  // above this size between files are replaced.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFiles: ['<rootDir>/__tests__/setup/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/client.ts'],
      testMatch: ['<rootDir>/__tests__/{unit,screens}/**/*.test.{ts,tsx}'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // Migrate and seed once; every server test file starts from that snapshot (decision 011).
      globalSetup: '<rootDir>/__tests__/server/global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/server/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/server.ts'],
      testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
    },
  ],
};
