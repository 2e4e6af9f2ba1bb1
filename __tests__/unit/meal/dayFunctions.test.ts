import { hiddenDayFunctions } from '@/lib/meal/dayFunctions';
import { makeSetting } from '../../setup/factories';

// The one rule the meal day and an order's meal agree on: which buttons a day's meal hides.
const setting = makeSetting({
  orderDeadline: '2026-03-15T08:00:00.000Z',
  leaveDeadline: '2026-03-16T01:00:00.000Z',
});
const at = (instant: string) => Date.parse(instant);

describe('hiddenDayFunctions', () => {
  it('offers rating only for an eaten meal', () => {
    expect(hiddenDayFunctions('Meals', setting, at('2026-03-14T00:00:00Z'))).not.toContain(
      'evaluate',
    );
    for (const status of ['Order', 'Evaluate', 'Leave', undefined] as const)
      expect(hiddenDayFunctions(status, setting, at('2026-03-14T00:00:00Z'))).toContain('evaluate');
  });

  it('closes ordering and leave at their own deadlines', () => {
    expect(hiddenDayFunctions('Order', setting, at('2026-03-15T07:59:59Z'))).toEqual(['evaluate']);
    expect(hiddenDayFunctions('Order', setting, at('2026-03-15T08:00:01Z'))).toEqual([
      'evaluate',
      'order',
    ]);
    expect(hiddenDayFunctions('Order', setting, at('2026-03-16T01:00:01Z'))).toEqual([
      'evaluate',
      'order',
      'leave',
    ]);
  });

  it('hides no deadline-bound button before the setting is known', () => {
    expect(hiddenDayFunctions('Meals', undefined)).toEqual([]);
  });
});
