import { leaveDates } from '@/screens/applications/classes/parts/ClassLeaveForm';
import { groupByGrade, guardiansOf } from '@/screens/applications/classes/parts/groups';
import { makeKeptClass, makeStudent } from '../../setup/factories';

describe('class leave dates', () => {
  it('offers today and the next weekdays, skipping the weekend', () => {
    expect(leaveDates('2026-03-19')).toEqual([
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
    ]);
    expect(leaveDates('2026-03-22', 2)).toEqual(['2026-03-23', '2026-03-24']);
  });
});

describe('class list groups', () => {
  it("follows the school's grade order and keeps classes the tree lacks", () => {
    const kept = [
      makeKeptClass({ classesId: 9, classesName: '五年级2班', gradeName: '五年级' }),
      makeKeptClass({ classesId: 5 }),
      makeKeptClass({ classesId: 40, unitId: 2, gradeName: '初一', classesName: '初一1班' }),
    ];
    const tree = [3, 5].map((grade) => ({
      id: grade,
      name: `${grade}`,
      type: 'grade' as const,
      number: grade,
      children: [
        { id: grade === 3 ? 5 : 9, name: '', type: 'classes' as const, number: 1, children: [] },
      ],
    }));
    expect(
      groupByGrade(kept, tree).map((group) => [
        group.gradeName,
        group.classes.map((c) => c.classesId),
      ]),
    ).toEqual([
      ['3', [5]],
      ['5', [9]],
      ['初一', [40]],
    ]);
  });

  it('lists each guardian once with all their children in the class', () => {
    expect(
      guardiansOf([
        makeStudent(),
        makeStudent({ associatedUserId: 2, userName: '张小红' }),
        makeStudent({
          associatedUserId: 3,
          userName: '李华',
          guardianAccountId: 2,
          guardianName: '李娜',
        }),
      ]),
    ).toEqual([
      { id: 1, name: '张伟', children: ['张小明', '张小红'] },
      { id: 2, name: '李娜', children: ['李华'] },
    ]);
  });
});
