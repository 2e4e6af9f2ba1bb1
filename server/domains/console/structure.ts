import type { Structure } from '../../../lib/contract/adminStructure';
import type { Db, Tx } from '../db';
import { addClass, addGrade, promoteClass, renameClass, renameGrade, structureOf } from '../school';
import { audit, type Staff } from './staff';

// Grades and classes in the console (decision 067): the school domain writes them, as it does
// for the set-up command; here each change gets its audit row in the same transaction.

export function createAdminStructure(db: Db) {
  const read = (staff: Staff) => structureOf(db, staff.unitId);

  async function newGrade(
    tx: Tx,
    staff: Staff,
    grade: { name: string; number: number },
  ): Promise<Structure> {
    const id = await addGrade(tx, staff.unitId, grade);
    await audit(tx, staff, 'structure.addGrade', String(id), grade);
    return structureOf(tx, staff.unitId);
  }

  async function gradeName(tx: Tx, staff: Staff, id: number, name: string): Promise<Structure> {
    const { before } = await renameGrade(tx, staff.unitId, id, name);
    await audit(tx, staff, 'structure.renameGrade', String(id), { before, name });
    return structureOf(tx, staff.unitId);
  }

  async function newClass(
    tx: Tx,
    staff: Staff,
    klass: { gradeId: number; name: string; number: number },
  ): Promise<Structure> {
    const id = await addClass(tx, staff.unitId, klass);
    await audit(tx, staff, 'structure.addClass', String(id), klass);
    return structureOf(tx, staff.unitId);
  }

  async function className(tx: Tx, staff: Staff, id: number, name: string): Promise<Structure> {
    const { before } = await renameClass(tx, staff.unitId, id, name);
    await audit(tx, staff, 'structure.renameClass', String(id), { before, name });
    return structureOf(tx, staff.unitId);
  }

  async function promote(tx: Tx, staff: Staff, id: number): Promise<Structure> {
    const moved = await promoteClass(tx, staff.unitId, id);
    await audit(tx, staff, 'structure.promoteClass', String(id), moved);
    return structureOf(tx, staff.unitId);
  }

  return { read, newGrade, gradeName, newClass, className, promote };
}
