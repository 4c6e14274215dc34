import { describe, expect, it } from 'vitest';
import { formatAed } from '@/lib/money';

describe('amounts in AED without Intl (decision 0034)', () => {
  it("are written as Intl's en-GB writes them, with and without cents", () => {
    const amounts = [0, -0, -0.001, 0.004, 0.005, 0.5, 1.005, 2.675, 10.1, 99.5, 99.999, 500.3, 12_500, 1_234_567.891, 1e9, -5, -1234.5];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(i * 7919.37) / 100, i * 1.001, i / 8);
    const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
    const withCents = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of amounts) {
      expect(formatAed(amount)).toBe(`${whole.format(amount)} AED`);
      expect(formatAed(amount, { cents: true })).toBe(`${(Number.isInteger(amount) ? whole : withCents).format(amount)} AED`);
    }
    expect(formatAed(12_500)).toBe('12,500 AED');
    expect(formatAed(99.5, { cents: true })).toBe('99.50 AED');
  });
});
