import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyDefaultFeeSchema, resetMemberPasswordSchema, setAdminSchema } from '@/lib/schemas/admin';
import { callables } from '@/lib/schemas/callables';
import { handicap, isStepOf, profileFieldsSchema } from '@/lib/schemas/profile';
import { registerForPar3Schema, registerForTournamentSchema, withdrawFromPar3Schema } from '@/lib/schemas/registrations';
import { firstIssue, formatIssues } from '@/lib/schemas/validation';

function errorOf(result: { success: boolean; error?: Parameters<typeof formatIssues>[0] }): string[] {
  return result.success || !result.error ? [] : formatIssues(result.error);
}

describe('handicap (site spec section 5: -10 to 54, step 0.1)', () => {
  it.each([-10, 0, 12.3, 28.7, 54, 0.1, -9.9])('accepts %d', (value) => {
    expect(handicap.safeParse(value).success).toBe(true);
  });

  it.each([
    [54.1, 'Handicap must be between -10 and 54'],
    [-10.1, 'Handicap must be between -10 and 54'],
    [12.34, 'Handicap must be in steps of 0.1'],
    ['12', 'Handicap must be a number'],
    [Number.NaN, 'Handicap must be a number'],
    [Number.POSITIVE_INFINITY, 'Handicap must be a number'],
  ])('refuses %j with "%s"', (value, message) => {
    const result = handicap.safeParse(value);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toBe(message);
  });

  it('tolerates binary float noise in the step check', () => {
    expect(isStepOf(0.1 + 0.2, 0.1)).toBe(true);
    expect(isStepOf(19.99, 0.01)).toBe(true);
    expect(isStepOf(19.995, 0.01)).toBe(false);
  });
});

describe('registerForTournamentSchema', () => {
  it('accepts a handicap or null, and an optional memberId', () => {
    expect(registerForTournamentSchema.parse({ tournamentId: 'cup', handicap: 12.3 })).toEqual({ tournamentId: 'cup', handicap: 12.3 });
    expect(registerForTournamentSchema.safeParse({ tournamentId: 'cup', handicap: null, memberId: 'u1' }).success).toBe(true);
  });

  it.each([
    [{ handicap: 1 }, 'tournamentId: Tournament is required'],
    [{ tournamentId: '', handicap: 1 }, 'tournamentId: Tournament is required'],
    [{ tournamentId: 'a/b', handicap: 1 }, 'tournamentId: Tournament is invalid'],
    [{ tournamentId: '..', handicap: 1 }, 'tournamentId: Tournament is invalid'],
    [{ tournamentId: '__id__', handicap: 1 }, 'tournamentId: Tournament is invalid'],
    [{ tournamentId: 'x'.repeat(129), handicap: 1 }, 'tournamentId: Tournament is too long'],
    [{ tournamentId: 'cup' }, 'handicap: Handicap must be a number'],
    [{ tournamentId: 'cup', handicap: 55 }, 'handicap: Handicap must be between -10 and 54'],
  ])('refuses %j with "%s"', (payload, line) => {
    expect(errorOf(registerForTournamentSchema.safeParse(payload))).toContain(line);
  });

  it('refuses unknown keys rather than ignoring them', () => {
    expect(registerForTournamentSchema.safeParse({ tournamentId: 'cup', handicap: 1, registeredCount: 0 }).success).toBe(false);
  });
});

describe('registerForPar3Schema', () => {
  it('leaves handicap and dietary requirements undefined when omitted and trims dietary text', () => {
    expect(registerForPar3Schema.parse({ eventId: 'e', teeTimeId: 't' })).toEqual({ eventId: 'e', teeTimeId: 't' });
    expect(registerForPar3Schema.parse({ eventId: 'e', teeTimeId: 't', dietaryRequirements: '  Vegan ' }).dietaryRequirements).toBe(
      'Vegan',
    );
  });

  it.each([
    [{ eventId: 'e' }, 'teeTimeId: Please select a tee time'],
    [{ eventId: 'e', teeTimeId: '' }, 'teeTimeId: Please select a tee time'],
    [
      { eventId: 'e', teeTimeId: 't', dietaryRequirements: 'x'.repeat(501) },
      'dietaryRequirements: Dietary requirements must be at most 500 characters',
    ],
    [{ teeTimeId: 't' }, 'eventId: Event is required'],
  ])('refuses %j with "%s"', (payload, line) => {
    expect(errorOf(registerForPar3Schema.safeParse(payload))).toContain(line);
  });

  it('accepts dietary requirements of exactly 500 characters', () => {
    expect(registerForPar3Schema.safeParse({ eventId: 'e', teeTimeId: 't', dietaryRequirements: 'x'.repeat(500) }).success).toBe(true);
  });

  it('withdrawal takes only the event (and memberId)', () => {
    expect(withdrawFromPar3Schema.safeParse({ eventId: 'e', memberId: 'u' }).success).toBe(true);
    expect(withdrawFromPar3Schema.safeParse({ eventId: 'e', teeTimeId: 't' }).success).toBe(false);
  });
});

describe('admin schemas (admin spec sections 5 and 9)', () => {
  it('setAdmin needs a uid and a boolean', () => {
    expect(setAdminSchema.safeParse({ uid: 'u', admin: false }).success).toBe(true);
    expect(setAdminSchema.safeParse({ uid: 'u', admin: 'false' }).success).toBe(false);
  });

  it('resetMemberPassword needs at least 6 characters', () => {
    expect(resetMemberPasswordSchema.safeParse({ uid: 'u', newPassword: '123456' }).success).toBe(true);
    expect(errorOf(resetMemberPasswordSchema.safeParse({ uid: 'u', newPassword: '12345' }))).toEqual([
      'newPassword: Password must be at least 6 characters',
    ]);
  });

  it.each([
    [0, true],
    [500, true],
    [499.99, true],
    [-0.01, false],
    [12.345, false],
  ])('applyDefaultFee amount %d valid: %s', (amount, valid) => {
    expect(applyDefaultFeeSchema.safeParse({ amount }).success).toBe(valid);
  });

  it('says "Fee cannot be negative"', () => {
    expect(errorOf(applyDefaultFeeSchema.safeParse({ amount: -5 }))).toEqual(['amount: Fee cannot be negative']);
  });
});

describe('profileFieldsSchema (site spec section 5)', () => {
  const valid = {
    fullName: 'Alice Hart',
    phone: '+971 (50) 123-4567',
    dateOfBirth: new Date('1980-05-01'),
    nationality: 'British',
    gender: 'female',
    handicap: 14.2,
    tshirtSize: 'M',
    golfClubMembership: 'Emirates Golf Club',
    dietaryRequirements: '',
    emergencyContactName: 'Bob Hart',
    emergencyContactPhone: '050 123 4567',
    egfGhinNumber: '',
  };

  it('accepts a complete profile, and empty optional values', () => {
    expect(profileFieldsSchema.safeParse(valid).success).toBe(true);
    expect(
      profileFieldsSchema.safeParse({ ...valid, phone: '', dateOfBirth: null, gender: '', handicap: null, tshirtSize: '' }).success,
    ).toBe(true);
  });

  it.each([
    ['fullName', '', 'fullName: Full name is required'],
    ['fullName', 'x'.repeat(101), 'fullName: Name too long'],
    ['phone', '050-abc', 'phone: Invalid phone number'],
    ['phone', '1'.repeat(21), 'phone: Invalid phone number'],
    ['dateOfBirth', new Date(Date.now() + 86_400_000), 'dateOfBirth: Date of birth cannot be in the future'],
    ['nationality', 'x'.repeat(51), 'nationality: Nationality must be at most 50 characters'],
    ['handicap', 60, 'handicap: Handicap must be between -10 and 54'],
    ['tshirtSize', 'XXXL', 'tshirtSize: Invalid t-shirt size'],
    ['gender', 'unknown', 'gender: Invalid gender'],
    ['golfClubMembership', 'x'.repeat(101), 'golfClubMembership: Golf club membership must be at most 100 characters'],
    ['dietaryRequirements', 'x'.repeat(501), 'dietaryRequirements: Dietary requirements must be at most 500 characters'],
    ['emergencyContactName', 'x'.repeat(101), 'emergencyContactName: Emergency contact name must be at most 100 characters'],
    ['emergencyContactPhone', 'call me', 'emergencyContactPhone: Invalid phone number'],
    ['egfGhinNumber', 'x'.repeat(51), 'egfGhinNumber: EGF/GHIN number must be at most 50 characters'],
  ])('refuses %s = %j with "%s"', (field, value, line) => {
    expect(errorOf(profileFieldsSchema.safeParse({ ...valid, [field]: value }))).toContain(line);
  });
});

describe('the callable registry (src/lib/schemas/callables.ts)', () => {
  it('names exactly the callables the functions export, each defined with its registry name', () => {
    const sources = readdirSync('functions/src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(`functions/src/${file}`, 'utf8'))
      .join('\n');
    // `actingCallable` (functions/src/registrations/acting.ts) is `callable` for those that act for a member.
    const defined = [...sources.matchAll(/export const (\w+) = (?:callable|actingCallable)\('(\w+)'/g)].map(([, exported, name]) => {
      expect(exported).toBe(name);
      return name;
    });
    expect(defined.sort()).toEqual(Object.keys(callables).sort());
    // No callable bypasses the registry.
    expect(sources).not.toMatch(/export const \w+ = onCall\(/);
  });
});
