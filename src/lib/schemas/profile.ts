import { z } from 'zod';
import { text } from './common';

/**
 * Profile fields (site spec section 5). The profile form, the admin editor and
 * the registration callables (handicap, dietary requirements) share them.
 */

export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;

/** True when `value` is a whole number of `step`s (tolerates binary float noise: 12.3 * 10). */
export function isStepOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** A handicap: -10..54 in steps of 0.1. */
export const handicap = z
  .number({ error: 'Handicap must be a number' })
  .min(HANDICAP_MIN, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
  .max(HANDICAP_MAX, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
  .refine((v) => isStepOf(v, 0.1), 'Handicap must be in steps of 0.1');

/** The stored handicap: a number, or null for "empty" ("empty handicap is saved as null"). */
export const nullableHandicap = handicap.nullable();

export const dietaryRequirements = text('Dietary requirements', 0, 500);

const PHONE = /^[0-9 ()+-]*$/;
const phone = z.string().trim().max(20, 'Invalid phone number').regex(PHONE, 'Invalid phone number');

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** The personal fields a member edits on /profile (email is read-only and not part of it). */
export const profileFieldsSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Name too long'),
  phone,
  dateOfBirth: z
    .date({ error: 'Invalid date of birth' })
    .nullable()
    .refine((d) => d === null || d.getTime() <= Date.now(), 'Date of birth cannot be in the future'),
  nationality: text('Nationality', 0, 50),
  gender: z.enum([...GENDERS, ''], { error: 'Invalid gender' }),
  handicap: nullableHandicap,
  tshirtSize: z.enum([...TSHIRT_SIZES, ''], { error: 'Invalid t-shirt size' }),
  golfClubMembership: text('Golf club membership', 0, 100),
  dietaryRequirements,
  emergencyContactName: text('Emergency contact name', 0, 100),
  emergencyContactPhone: phone,
  egfGhinNumber: text('EGF/GHIN number', 0, 50),
});

export type ProfileFieldsInput = z.infer<typeof profileFieldsSchema>;

export const emailSchema = z.string().trim().email('Invalid email address');
