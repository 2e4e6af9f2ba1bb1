import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers';

// Decision 080's data migration (appended to 0024): stored allergen names become codes, names
// matching nothing are dropped, and a list of only unknown names becomes null, never "none".

const MIGRATION = path.join(
  __dirname,
  '../../../server/core/db/migrations/0024_allergy-profiles-alerts-and-nutrients.sql',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  const create = statements.find((part) => part.includes('CREATE FUNCTION'))!;
  await t.app.database.db.execute(sql.raw(create));
});
afterAll(async () => {
  await t.app.database.db.execute(sql.raw('DROP FUNCTION "canteen_allergen_codes"(jsonb)'));
  await t.close();
});

async function codes(names: unknown): Promise<unknown> {
  const result = await t.app.database.db.execute(
    sql`select canteen_allergen_codes(${JSON.stringify(names)}::jsonb) as codes`,
  );
  return (result as unknown as { rows: { codes: unknown }[] }).rows[0]!.codes;
}

it.each([
  [
    ['花生', '大豆'],
    ['PEANUT', 'SOY'],
  ],
  [['鸡蛋', '蛋'], ['EGG']],
  [['牛奶', '乳制品'], ['MILK']],
  [['小麦', '麸质'], ['GLUTEN']],
  [['虾', '蟹', '甲壳类'], ['CRUSTACEAN']],
  [['鱼类'], ['FISH']],
  [['核桃', '杏仁', '腰果', '坚果'], ['TREE_NUT']],
  [
    ['芝麻', '芹菜', '芥末'],
    ['SESAME', 'CELERY', 'MUSTARD'],
  ],
  [['鱿鱼', '扇贝', '软体动物'], ['MOLLUSC']],
  [['二氧化硫', '亚硫酸盐'], ['SULPHITE']],
  [['羽扇豆'], ['LUPIN']],
  [['PEANUT', '花生'], ['PEANUT']],
  [['香菜', '鸡蛋'], ['EGG']],
  [['香菜'], null],
  [[], []],
  [null, null],
])('maps %j to %j', async (names, expected) => {
  expect(await codes(names)).toEqual(expected);
});
