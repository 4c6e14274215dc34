import { z } from 'zod';
import { formOf, imageUrl, isStepOf, moment, onFirstUse, optionalId, text } from './common';
import { readShape } from './stored';

export { isStepOf } from './common';

/**
 * profiles/{uid}: a member's private profile (site spec section 5, admin
 * spec section 4), readable by its owner and admins only. The profile form,
 * the admin editor and the registration callables (handicap, dietary
 * requirements) take their fields from here.
 */

export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;

/** A handicap: -10..54 in steps of 0.1. */
export const handicap = onFirstUse(() =>
  z
    .number({ error: 'Handicap must be a number' })
    .min(HANDICAP_MIN, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
    .max(HANDICAP_MAX, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
    .refine((v) => isStepOf(v, 0.1), 'Handicap must be in steps of 0.1'),
);

/** The stored handicap: a number, or null for "empty" ("empty handicap is saved as null"). */
export const nullableHandicap = handicap.nullable();

export const dietaryRequirements = text('Dietary requirements', 0, 500);

const PHONE = /^[0-9 ()+-]*$/;
const phone = z.string().trim().max(20, 'Invalid phone number').regex(PHONE, 'Invalid phone number');

export const emailSchema = z.string().trim().email('Invalid email address');

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'expired', 'cancelled'] as const;

/** A fee in AED: at least 0, in steps of 0.01. */
export const feeAmount = onFirstUse(() =>
  z
    .number({ error: 'Fee must be a number' })
    .min(0, 'Fee cannot be negative')
    .max(1_000_000, 'Fee is too large')
    .refine((v) => isStepOf(v, 0.01), 'Fee must be in steps of 0.01'),
);

export const emailPreferences = onFirstUse(() =>
  z.strictObject({
    /** Registered, withdrawn, moved up from a waiting list, removed by an admin. */
    confirmations: z.boolean(),
    /** The reminder the day before. */
    reminders: z.boolean(),
  }),
);

export type EmailPreferences = z.infer<typeof emailPreferences>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { confirmations: true, reminders: true };

export const profileDoc = onFirstUse(() =>
  z.strictObject({
    // Personal fields: the owner edits these (firestore.rules personalKeys()).
    fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100, 'Name too long'),
    phone,
    dateOfBirth: moment.nullable().refine((d) => d === null || d.getTime() <= Date.now(), 'Date of birth cannot be in the future'),
    nationality: text('Nationality', 0, 50),
    gender: z.enum([...GENDERS, ''], { error: 'Invalid gender' }),
    handicap: nullableHandicap,
    tshirtSize: z.enum([...TSHIRT_SIZES, ''], { error: 'Invalid t-shirt size' }),
    golfClubMembership: text('Golf club membership', 0, 100),
    dietaryRequirements,
    emergencyContactName: text('Emergency contact name', 0, 100),
    emergencyContactPhone: phone,
    egfGhinNumber: text('EGF/GHIN number', 0, 50),
    avatarUrl: imageUrl,
    preferredTeamId: optionalId('Preferred team'),
    /** Which member mails the member wants (issue 20); absent: both. The society's notices to admins are not affected. */
    emailPreferences: emailPreferences.optional(),
    updatedAt: moment,
    // Membership fields: admins only (a new member starts pending and unpaid).
    email: emailSchema.max(254, 'Invalid email address'),
    membershipStatus: z.enum(MEMBERSHIP_STATUSES, { error: 'Invalid membership status' }),
    membershipFeePaid: z.boolean(),
    membershipFeeAmount: feeAmount.nullable(),
    membershipExpiry: moment.nullable(),
    isGuest: z.boolean(),
    createdAt: moment,
    /** Kept by the functions (issue 31, src/lib/member-search.ts): the words the admin lists find the member by; nobody writes them. */
    searchTerms: z.array(z.string().max(254)).max(200).optional(),
  }),
);

export type ProfileDoc = z.infer<typeof profileDoc>;

/** The personal fields left empty: where sign-up's form starts, and what a new profile holds until filled in. */
export const EMPTY_PERSONAL_FIELDS = {
  fullName: '',
  phone: '',
  dateOfBirth: null,
  nationality: '',
  gender: '',
  handicap: null,
  tshirtSize: '',
  golfClubMembership: '',
  dietaryRequirements: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  egfGhinNumber: '',
} as const satisfies Partial<ProfileDoc>;

/** The membership every new member starts with (firestore.rules refuse any other on sign-up): pending, unpaid, no fee or expiry. */
export const NEW_MEMBERSHIP = {
  membershipStatus: 'pending',
  membershipFeePaid: false,
  membershipFeeAmount: null,
  membershipExpiry: null,
  isGuest: false,
} as const satisfies Partial<ProfileDoc>;

/** A profile as read: a missing membership reads as a new member's (pending, unpaid, not a guest). */
export const profileRead = readShape(profileDoc, {
  membershipStatus: 'pending',
  membershipFeePaid: false,
  isGuest: false,
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
});

/** The personal fields a member edits on /profile (email is read-only and not part of it). */
export const profileFieldsSchema = onFirstUse(() =>
  formOf(profileDoc).pick({
    fullName: true,
    phone: true,
    dateOfBirth: true,
    nationality: true,
    gender: true,
    handicap: true,
    tshirtSize: true,
    golfClubMembership: true,
    dietaryRequirements: true,
    emergencyContactName: true,
    emergencyContactPhone: true,
    egfGhinNumber: true,
  }),
);

export type ProfileFieldsInput = z.infer<typeof profileFieldsSchema>;

/** What an admin edits on a member besides the personal fields (admin spec section 4). */
export const membershipFormSchema = onFirstUse(() =>
  formOf(profileDoc).pick({
    membershipStatus: true,
    membershipFeePaid: true,
    membershipFeeAmount: true,
    membershipExpiry: true,
    isGuest: true,
  }),
);

export type MembershipFormInput = z.infer<typeof membershipFormSchema>;
