import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/domains/db';
import { publishMenus } from '../../server/domains/meal';
import { classes, dishes, grades, menuDishes, menus, units } from '../../server/domains/schema';

const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];

/** The token a seeded guardian `district_<n>` arrives with (already signed in on the phone). */
export function districtToken(n: number): string {
  return `district-token-${n}`;
}

/**
 * The rows of a school's own settings table copied to another school: every column but the key
 * and the school, so a column added later is copied too.
 */
async function copySchoolRows(db: Db | Tx, table: string, from: number, to: number): Promise<void> {
  const result = (await db.execute(sql`
    select column_name from information_schema.columns
    where table_name = ${table} and column_name not in ('id', 'unit_id')
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  const columns = result.rows.map((row) => `"${row.column_name}"`).join(', ');
  await db.execute(
    sql.raw(
      `insert into ${table} (unit_id, ${columns}) select ${to}, ${columns} from ${table} where unit_id = ${from}`,
    ),
  );
}

/**
 * A district on top of the demo: `schools` schools shaped as the demo school (its prices and
 * cut-offs, calendar, dishes and published menus, twelve classes), and `children` pupils spread
 * over their classes, one guardian each. Each guardian `district_<n>` has the demo password (a
 * copied hash: no scrypt per account) and a session token (`districtToken(n)`), as a phone
 * that signed in earlier holds. Set-based where it can be; about a minute for 100,000 on
 * PostgreSQL.
 */
export async function seedDistrict(
  db: Db,
  { schools, children, now }: { schools: number; children: number; now: Date },
): Promise<number[]> {
  const [demo] = await db.select().from(units).where(eq(units.name, '阳光实验小学'));
  if (!demo) throw new Error('the demo school is missing: seed the demo first');
  const demoDishes = await db.select().from(dishes).where(eq(dishes.unitId, demo.id));
  const demoMenus = await db.select().from(menus).where(eq(menus.unitId, demo.id));
  const demoMenuDishes = await db
    .select()
    .from(menuDishes)
    .where(
      inArray(
        menuDishes.menuId,
        demoMenus.map((menu) => menu.id),
      ),
    );

  const schoolIds: number[] = [];
  for (let k = 1; k <= schools; k += 1) {
    await db.transaction(async (tx) => {
      const [school] = await tx
        .insert(units)
        .values({
          name: `区属第${k}小学`,
          regionId: demo.regionId,
          timeZone: demo.timeZone,
          functionalSwitch: demo.functionalSwitch,
        })
        .returning({ id: units.id });
      const unitId = school!.id;
      schoolIds.push(unitId);
      for (const table of ['unit_dining_settings', 'school_calendar'])
        await copySchoolRows(tx, table, demo.id, unitId);

      for (const [index, name] of GRADES.entries()) {
        const [grade] = await tx
          .insert(grades)
          .values({ unitId, name, number: index + 1 })
          .returning({ id: grades.id });
        await tx.insert(classes).values(
          [1, 2].map((number) => ({
            unitId,
            gradeId: grade!.id,
            name: `${name}${number}班`,
            number,
          })),
        );
      }

      const dishRows = await tx
        .insert(dishes)
        .values(
          demoDishes.map((dish) => ({
            unitId,
            name: dish.name,
            allergens: dish.allergens,
            nutrients: dish.nutrients,
          })),
        )
        .returning({ id: dishes.id });
      const dishOf = new Map(demoDishes.map((dish, i) => [dish.id, dishRows[i]!.id]));
      const menuRows = await tx
        .insert(menus)
        .values(
          demoMenus.map((menu) => ({
            unitId,
            date: menu.date,
            diningType: menu.diningType,
            mealKind: menu.mealKind,
          })),
        )
        .returning({ id: menus.id });
      const menuOf = new Map(demoMenus.map((menu, i) => [menu.id, menuRows[i]!.id]));
      if (demoMenuDishes.length > 0)
        await tx.insert(menuDishes).values(
          demoMenuDishes.map((row) => ({
            menuId: menuOf.get(row.menuId)!,
            dishId: dishOf.get(row.dishId)!,
            weightGrams: row.weightGrams,
            position: row.position,
          })),
        );
      await publishMenus(
        tx,
        menuRows.map((row) => row.id),
        now,
      );
    });
  }

  // Pupil n goes to the district's class n mod (classes), so each school gets its share.
  await db.execute(sql`
    insert into accounts (username, user_name, password_hash, update_password)
    select 'district_' || g, '区家长' || g,
           (select password_hash from accounts where username = 'parent_a'), true
    from generate_series(1, ${children}) as g`);
  await db.execute(sql`
    with district_classes as (
      select id, unit_id, (row_number() over (order by id)) - 1 as k,
             count(*) over () as total
      from classes where unit_id in (${sql.join(
        schoolIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    )
    insert into associated_users (account_id, user_name, unit_id, classes_id)
    select a.id, '区学生' || substr(a.username, 10), c.unit_id, c.id
    from accounts a
    join district_classes c on c.k = substr(a.username, 10)::int % c.total
    where a.username like 'district\\_%'`);
  await db.execute(sql`
    update accounts a set current_associated_user_id = au.id
    from associated_users au where au.account_id = a.id and a.username like 'district\\_%'`);
  // The token's hash as the server keeps it: sha256 of the token, in hex.
  await db.execute(sql`
    insert into tokens (token_hash, account_id, expires_at)
    select encode(sha256(convert_to('district-token-' || substr(username, 10), 'UTF8')), 'hex'),
           id, ${new Date(now.getTime() + 30 * 86_400_000)}
    from accounts where username like 'district\\_%'`);
  await db.execute(sql`analyze`);
  const [check] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(menus)
    .where(and(inArray(menus.unitId, schoolIds), eq(menus.diningType, 'Lunch')));
  if (!check || check.n === 0) throw new Error('the district has no lunch menus');
  return schoolIds;
}
