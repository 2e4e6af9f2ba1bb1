import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '@/server/domains/db';
import {
  restoreBackup,
  RestoreRefused,
  type RestoreTarget,
} from '@/server/core/ops/backup/restore';
import { backupSourceOf } from '@/server/core/ops/backup/schedule';
import { applyRetention, takeBackup } from '@/server/core/ops/backup/take';
import { contentFingerprint, reconcile } from '@/server/tasks/reconcile';
import { call, createTestApp, tokenOf, type TestApp } from './helpers';
import { placeNextOpenMeal } from './money';
import { nodePglite } from './snapshot';

// The restore drill of decision 035: seed, back up, keep writing (orders and payments), restore the backup
// into a fresh place; the restored data equals the data at the backup and reconciles. On PGlite
// by default; on PostgreSQL (pg_dump / pg_restore into a fresh database) under test:server:pg.

// Backups, restores and paid orders in one test take a while on a busy machine.
jest.setTimeout(180_000);

let t: TestApp;
let token: string;
let children: number[];
const work = mkdtempSync(join(tmpdir(), 'canteen-restore-drill-'));
const backupDir = join(work, 'backups');
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, 'parent_a');
  const identities = await call(t.app, { url: '/api/associated/user/identity', token });
  children = (identities.json().data as { associatedUserId: number }[]).map(
    (c) => c.associatedUserId,
  );
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

function approve(checkoutUrl: string) {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'return=%2F',
  });
}

/** Place, start paying and approve on the sandbox checkout page: one paid order. */
async function orderAndPay(child: number): Promise<void> {
  const order = await placeNextOpenMeal(t.app, token, child);
  const started = await call(t.app, {
    method: 'POST',
    url: '/api/associated/user/payment/order',
    token,
    body: { orderId: order.id },
    headers: { 'idempotency-key': `pay-${order.id}` },
  });
  expect(started.statusCode).toBe(200);
  // A payment provider sends its notice again when it is refused: on PostgreSQL a burst beside
  // pg_dump can answer the sandbox's notice 503 (recorded nothing), and the provider retries.
  let approved = await approve(started.json().data.checkoutUrl);
  for (let retry = 0; approved.statusCode === 503 && retry < 5; retry += 1)
    approved = await approve(started.json().data.checkoutUrl);
  expect(approved.statusCode).toBe(303);
}

let fresh = 0;
/** An empty place of the live database's kind, and a way to open it once restored. */
async function emptyTarget(): Promise<{ target: RestoreTarget; open: () => Promise<Database> }> {
  const dataDir = join(work, `restored-${++fresh}`);
  if (t.app.database.kind === 'pglite') {
    const { PGlite } = nodePglite();
    return {
      target: { kind: 'pglite', dataDir, PGlite },
      open: () => openDatabase({ dataDir, createPglite: async (path) => new PGlite(path) }),
    };
  }
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  const name = `canteen_restore_${process.pid}_${fresh}_${Date.now().toString(36)}`;
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return {
    target: { kind: 'postgres', url: url.toString(), dataDir },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir }),
  };
}

async function restoredAndOpened(file: string): Promise<Database> {
  const { target, open } = await emptyTarget();
  await restoreBackup(file, target);
  const database = await open();
  cleanups.push(() => database.close());
  return database;
}

it('restores a backup to exactly the data at the backup, though writing went on, and it reconciles', async () => {
  await orderAndPay(children[0]!);
  const atBackup = await contentFingerprint(t.app.database.db);
  const file = await takeBackup(backupSourceOf(t.app.database), { backupDir, keep: 5 });

  // Writing goes on after the backup: more orders, paid.
  await orderAndPay(children[0]!);
  await orderAndPay(children[1] ?? children[0]!);
  const live = await contentFingerprint(t.app.database.db);
  expect(live.orders).not.toBe(atBackup.orders);
  expect(live.payments).not.toBe(atBackup.payments);

  const restored = await restoredAndOpened(file);
  expect(await contentFingerprint(restored.db)).toEqual(atBackup);
  const books = await reconcile(restored.db);
  expect(books.problems).toEqual([]);
  expect(books.paidOrders).toBeGreaterThanOrEqual(1);
});

it('takes a consistent backup in the middle of a burst of orders and payments', async () => {
  // One chain per child (two orders of one child at once would race for the same meal).
  const burst = Promise.all(
    children.map(async (child) => {
      await orderAndPay(child);
      await orderAndPay(child);
    }),
  );
  const file = await takeBackup(backupSourceOf(t.app.database), { backupDir, keep: 5 });
  await burst;
  const restored = await restoredAndOpened(file);
  const books = await reconcile(restored.db);
  expect(books.problems).toEqual([]);
  // And the live books reconcile too, once the burst is done.
  expect((await reconcile(t.app.database.db)).problems).toEqual([]);
});

it('refuses to restore into a place that is not empty, and writes nothing there', async () => {
  const file = await takeBackup(backupSourceOf(t.app.database), { backupDir, keep: 5 });
  const { target } = await emptyTarget();
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    writeFileSync(join(target.dataDir, 'notes.txt'), 'keep me');
    await expect(restoreBackup(file, target)).rejects.toThrow(RestoreRefused);
    expect(readdirSync(target.dataDir)).toEqual(['notes.txt']);
  } else {
    await restoreBackup(file, target);
    // A second restore into the now populated database is refused.
    await expect(restoreBackup(file, target)).rejects.toThrow(RestoreRefused);
  }
});

it('keeps only the newest backups the retention allows', () => {
  const dir = join(work, 'retention');
  mkdirSync(dir);
  const names = ['20260101-030000', '20260102-030000', '20260103-030000', '20260104-030000'].map(
    (stamp) => `canteen-backup-${stamp}-pglite.tar`,
  );
  for (const name of names) writeFileSync(join(dir, name), '');
  writeFileSync(join(dir, 'unrelated.tar'), '');
  expect(applyRetention(dir, 2)).toEqual(names.slice(0, 2));
  expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'unrelated.tar'].sort());
  expect(existsSync(join(dir, names[3]!))).toBe(true);
});
