import { describe, expect, it } from 'vitest';
import { feeFromInput } from '@/features/members/admin/fees/fees';
import { formatAed as aed } from '@/lib/money';

describe('membership fees', () => {
  it('reads a non-numeric entry as 0 and keeps cents', () => {
    expect(feeFromInput('abc')).toBe(0);
    expect(feeFromInput('')).toBe(0);
    expect(feeFromInput('612.25')).toBe(612.25);
    expect(feeFromInput('-3')).toBe(-3);
  });

  it('shows the revenue in AED (the server sums the paid fees: e2e admin-fees)', () => {
    expect(aed(500.3)).toBe('500.3 AED');
    expect(aed(12500)).toBe('12,500 AED');
  });
});
