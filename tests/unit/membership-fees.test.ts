import { describe, expect, it } from 'vitest';
import { feeFromInput, summarise } from '@/features/members/admin/fees/fees';
import { formatAed as aed } from '@/lib/money';

describe('membership fees', () => {
  it('reads a non-numeric entry as 0 and keeps cents', () => {
    expect(feeFromInput('abc')).toBe(0);
    expect(feeFromInput('')).toBe(0);
    expect(feeFromInput('612.25')).toBe(612.25);
    expect(feeFromInput('-3')).toBe(-3);
  });

  it('counts paid and unpaid members and sums the fees of paid ones only', () => {
    const summary = summarise([
      { membershipFeePaid: true, membershipFeeAmount: 500 },
      { membershipFeePaid: true, membershipFeeAmount: 0.1 },
      { membershipFeePaid: true, membershipFeeAmount: 0.2 },
      { membershipFeePaid: true, membershipFeeAmount: null },
      { membershipFeePaid: false, membershipFeeAmount: 900 },
    ]);
    expect(summary).toEqual({ total: 5, paid: 4, unpaid: 1, revenue: 500.3 });
    expect(aed(summary.revenue)).toBe('500.3 AED');
    expect(aed(12500)).toBe('12,500 AED');
  });
});
