import { sql } from 'drizzle-orm';
import type { Db } from '../../server/domains/db';

/**
 * The school gate's crowd: `count` guardian accounts gate_1..gate_N (the demo password: they copy
 * parent_a's password hash, so seeding costs no scrypt per account), each with one child in a
 * class of the demo school. Set-based, seconds for thousands.
 */
export async function seedGuardians(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into accounts (username, user_name, password_hash, update_password)
    select 'gate_' || g, '校门家长' || g,
           (select password_hash from accounts where username = 'parent_a'), true
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into associated_users (account_id, user_name, unit_id, classes_id)
    select a.id, '校门学生' || a.id, u.id,
           (select c.id from classes c where c.unit_id = u.id order by c.id
            offset (a.id % greatest(1, (select count(*) from classes where unit_id = u.id)))::int
            limit 1)
    from accounts a cross join (select id from units where name = '阳光实验小学' limit 1) u
    where a.username like 'gate\\_%'`);
  await db.execute(sql`
    update accounts a set current_associated_user_id = au.id
    from associated_users au where au.account_id = a.id and a.username like 'gate\\_%'`);
  await db.execute(sql`analyze`);
}
