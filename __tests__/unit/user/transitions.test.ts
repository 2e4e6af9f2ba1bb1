import { fetchClasses, fetchGrades } from '@/lib/api/school';
import { gradesOfUnit } from '@/lib/contract/school';
import {
  afterGenderUpdate,
  afterHeaderUpload,
  afterMobileBound,
  afterPasswordUpdate,
  afterUserUpdate,
  pickSelected,
} from '@/lib/user/transitions';
import { handle } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { firstChild, makeUser, secondChild } from '../../setup/factories';

describe('user transitions (docs/product.md, "States and transitions")', () => {
  it('user update sets loginNumber to 1; password update sets isUpdatePassword', () => {
    expect(afterUserUpdate(makeUser({ loginNumber: 0 }), { userName: 'x' })).toMatchObject({
      loginNumber: 1,
      userName: 'x',
    });
    expect(afterPasswordUpdate(makeUser()).updatePassword).toBe(true);
  });

  it('mobile binding updates the user and every identity', () => {
    const next = afterMobileBound(makeUser(), [firstChild, secondChild], '13900000000');
    expect(next.user?.mobile).toBe('13900000000');
    expect(next.identities?.map((identity) => identity.mobile)).toEqual([
      '13900000000',
      '13900000000',
    ]);
  });

  it('gender and head photo change only the named identity', () => {
    const genders = afterGenderUpdate([firstChild, secondChild], 101, 'Other');
    expect(genders.map((identity) => identity.gender)).toEqual(['Other', 'Female']);
    const heads = afterHeaderUpload([firstChild, secondChild], 102, 'http://x/h.png');
    expect(heads.map((identity) => identity.headerUrl)).toEqual([null, 'http://x/h.png']);
  });

  it('picks the stored selection, else the last switched-to child, else the first', () => {
    expect(pickSelected([firstChild, secondChild], '102')?.userName).toBe('小红');
    expect(
      pickSelected([firstChild, secondChild], undefined, makeUser({ currentAssociatedUserId: 102 }))
        ?.userName,
    ).toBe('小红');
    expect(pickSelected([firstChild, secondChild], 999)?.userName).toBe('小明');
    expect(pickSelected([], 101)).toBeUndefined();
  });
});

describe('school lists (docs/product.md, "Validation")', () => {
  it('grades and classes are empty without a parent id, with no call', async () => {
    // onUnhandledRequest is 'error': any request here would fail the test.
    await expect(fetchGrades(undefined)).resolves.toEqual([]);
    await expect(fetchGrades(null)).resolves.toEqual([]);
    await expect(fetchClasses(undefined)).resolves.toEqual([]);
  });

  it('a failed list load gives an empty list silently', async () => {
    server.use(handle(gradesOfUnit, () => ({ success: false, message: 'down' })));
    await expect(fetchGrades(3)).resolves.toEqual([]);
  });
});
