import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/domains/db';
import { DataDirLocked, LOCK_FILE, lockDataDir } from '@/server/core/ops/dirLock';
import { call, createTestApp, type TestApp } from './helpers';

// Decision 036: a database that went away answers 503 in the envelope (npm run drill:db does it
// with a real PostgreSQL restart), and the embedded database's directory takes one process.

let t: TestApp;

/** What drizzle throws when PostgreSQL ends a connection under a query. */
function terminated(): Error {
  const driver = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
  return Object.assign(new Error('Failed query: select 1\nparams: 13800000001'), {
    query: 'select 1',
    params: ['13800000001'],
    cause: driver,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/test/db-restarting', async () => {
    throw terminated();
  });
  t.app.get('/test/db-unreachable', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
  });
  t.app.get('/test/bug', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
});
afterAll(() => t.close());

it('answers 503 DATABASE_UNAVAILABLE with Retry-After when PostgreSQL restarts under a query', async () => {
  const response = await call(t.app, { url: '/test/db-restarting' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    success: false,
    message: '服务暂时不可用，请稍后再试',
    code: 'DATABASE_UNAVAILABLE',
  });
});

it('answers the same when the database cannot be reached at all, and counts both', async () => {
  const response = await call(t.app, { url: '/test/db-unreachable' });
  expect(response.statusCode).toBe(503);
  expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
  const metrics = await call(t.app, { url: '/metrics' });
  expect(metrics.body).toMatch(/canteen_db_unavailable_total 2/);
});

it('still answers 500 INTERNAL for a fault that is not the database', async () => {
  const response = await call(t.app, { url: '/test/bug' });
  expect(response.statusCode).toBe(500);
  expect(response.json().code).toBe('INTERNAL');
});

describe('the data directory lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'canteen-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first lives, naming its pid', () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
      expect(() => lockDataDir(dir)).toThrow(String(process.pid));
    } finally {
      release();
    }
    // Released: the next one gets it.
    lockDataDir(dir)();
  });

  it('takes over a lock whose process is gone (a crash, kill -9)', () => {
    const file = join(dir, LOCK_FILE);
    const gone = 2 ** 22 + 12345; // above Linux's default pid_max
    writeFileSync(file, JSON.stringify({ pid: gone, host: hostname() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('refuses to open the embedded database of a directory another process holds', async () => {
    const release = lockDataDir(dir);
    let opened = false;
    try {
      await expect(
        openDatabase({
          dataDir: dir,
          createPglite: async () => {
            opened = true;
            throw new Error('PGlite must not even be opened');
          },
        }),
      ).rejects.toThrow(DataDirLocked);
      expect(opened).toBe(false);
    } finally {
      release();
    }
  });
});
