// Browser tests: real Debian chromium (playwright-core) against the real server on a fresh database.
const base = require('./jest.config.js').projects[1];

/** @type {import('jest').Config} */
module.exports = {
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  moduleNameMapper: base.moduleNameMapper,
  moduleFileExtensions: base.moduleFileExtensions,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.ts'],
  testTimeout: 90000,
  // Each test's time in the log: CI's machine is slower than ours, and a test near the timeout
  // shows there before it fails.
  verbose: true,
  // Builds out/ when missing or stale; each file then starts its own server and browser.
  globalSetup: '<rootDir>/__tests__/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/support/global-teardown.ts',
};
