import fc from 'fast-check';
import { fenOfYuan, formatFen, payableOf, yuanOf } from '@/lib/money/fen';

describe('fen shown as yuan', () => {
  it('writes two decimals with integer arithmetic', () => {
    expect(yuanOf(1234)).toBe('12.34');
    expect(yuanOf(5)).toBe('0.05');
    expect(yuanOf(0)).toBe('0.00');
    expect(yuanOf(-7)).toBe('-0.07');
    expect(yuanOf(-150)).toBe('-1.50');
    expect(yuanOf(999_999_999)).toBe('9999999.99');
  });

  it('leaves the decimals off whole yuan only when asked (a field a person edits)', () => {
    expect(yuanOf(5000, { short: true })).toBe('50');
    expect(yuanOf(1230, { short: true })).toBe('12.30');
    expect(yuanOf(5000)).toBe('50.00');
  });

  it('puts the currency after the sign', () => {
    expect(formatFen(1505)).toBe('¥15.05');
    expect(formatFen(-7)).toBe('-¥0.07');
    expect(formatFen(0)).toBe('¥0.00');
  });
});

describe('typed yuan as fen', () => {
  it('reads whole yuan and up to two decimals exactly', () => {
    expect(fenOfYuan('19.99')).toBe(1999);
    expect(fenOfYuan('12.5')).toBe(1250);
    expect(fenOfYuan('0.1')).toBe(10);
    expect(fenOfYuan('0.2')).toBe(20);
    expect(fenOfYuan(' 7 ')).toBe(700);
    expect(fenOfYuan('0.07')).toBe(7);
    expect(fenOfYuan('1.10')).toBe(110);
  });

  it('adds like integers, where floating point would not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fenOfYuan('0.1')! + fenOfYuan('0.2')!).toBe(fenOfYuan('0.3'));
    // The ways typed yuan used to become fen: 1.005 * 100 and 19.99 * 100 are not what was typed.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(19.99 * 100).not.toBe(1999);
    expect(fenOfYuan('19.99')).toBe(1999);
  });

  it.each([
    '1.005',
    '',
    ' ',
    '-1',
    '-0.01',
    '+1',
    '1e3',
    '1,5',
    '1.',
    '.5',
    '12 5',
    'abc',
    'NaN',
    'Infinity',
    '0x10',
    '12345678',
  ])('refuses %j', (text) => {
    expect(fenOfYuan(text)).toBeUndefined();
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (fen) => {
        expect(fenOfYuan(yuanOf(fen))).toBe(fen);
        expect(fenOfYuan(yuanOf(fen, { short: true }))).toBe(fen);
      }),
    );
  });
});

describe('a percentage of an amount', () => {
  it('rounds to the fen', () => {
    expect(payableOf(10_000, 95)).toBe(9500);
    expect(payableOf(1999, 85)).toBe(1699);
    expect(payableOf(1, 50)).toBe(1);
  });
});
