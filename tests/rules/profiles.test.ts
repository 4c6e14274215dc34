import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import type { ProfileDoc } from '@/lib/schemas/profile';
import { profileFor } from '../support/builders';
import { ADMIN_UID, MEMBER_EMAIL, MEMBER_UID, OTHER_UID, allow, at, daysFromNow, deny, expectAccess, table, useRules } from './env';

/** A profile as stored (past timestamps), for reads and updates. */
const stored = (uid: string, overrides: Partial<ProfileDoc> = {}) =>
  profileFor(`${uid}@example.com`, {
    fullName: 'Member One',
    dateOfBirth: new Date('1990-05-01T00:00:00Z'),
    nationality: 'Irish',
    gender: 'male',
    handicap: 12.4,
    tshirtSize: 'L',
    golfClubMembership: 'Emirates Golf Club',
    emergencyContactName: 'Next Of Kin',
    emergencyContactPhone: '+971 50 000 0000',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    updatedAt: new Date('2026-01-01T10:00:00Z'),
    ...overrides,
  });

/** What the sign-up form writes for the signed-in member. */
const signUp = (overrides: Record<string, unknown> = {}) => ({
  ...stored(MEMBER_UID, { email: MEMBER_EMAIL }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

const { as, env } = useRules(() => ({
  [`profiles/${MEMBER_UID}`]: stored(MEMBER_UID),
  [`profiles/${OTHER_UID}`]: stored(OTHER_UID, { fullName: 'Member Two' }),
}));

const mine = `profiles/${MEMBER_UID}`;

/** What only an admin sets on a profile, as a member would like to set it in their own (created or changed). */
const ADMIN_SET: [what: string, fields: Record<string, unknown>][] = [
  ['their status', { membershipStatus: 'active' }],
  ['their fee paid flag', { membershipFeePaid: true }],
  ['their fee amount', { membershipFeeAmount: 100 }],
  ['their expiry', { membershipExpiry: daysFromNow(365) }],
  ['their guest flag', { isGuest: true }],
  ['their e-mail', { email: 'someone@example.com' }],
];

describe('profiles', () => {
  describe('get', () => {
    it.each(table(['member', 'admin']))('%s reading the member profile: allowed %s', async (who, ok) => {
      await expectAccess(getDoc(doc(as()[who], mine)), ok);
    });
    it('refuses a forged non-boolean admin claim', async () => {
      await deny(getDoc(doc(as().fakeAdmin, mine)));
    });
  });

  describe('list', () => {
    it.each(table(['admin']))('%s listing every profile: allowed %s', async (who, ok) => {
      await expectAccess(getDocs(collection(as()[who], 'profiles')), ok);
    });
    it('refuses a member even a query for their own e-mail', async () => {
      await deny(getDocs(query(collection(as().member, 'profiles'), where('email', '==', MEMBER_EMAIL))));
    });
  });

  describe('create', () => {
    beforeEach(async () => {
      await env().withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), mine)));
    });

    it.each(table(['member', 'admin']))('%s creating the member pending profile: allowed %s', async (who, ok) => {
      await expectAccess(setDoc(doc(as()[who], mine), signUp()), ok);
    });

    it.each([
      ...ADMIN_SET,
      ['a back-dated creation time', { createdAt: at('2020-01-01T00:00:00Z') }],
      ['a stale update time', { updatedAt: at('2020-01-01T00:00:00Z') }],
      ['an unknown field', { role: 'admin' }],
    ])('refuses a member creating their own profile with %s', async (_name, overrides) => {
      await deny(setDoc(doc(as().member, mine), signUp(overrides)));
    });

    it('refuses a profile without a field the contract requires, and accepts one without an optional field', async () => {
      const incomplete: Record<string, unknown> = signUp();
      delete incomplete.fullName;
      await deny(setDoc(doc(as().member, mine), incomplete));
      // The data contract (docs/decisions/0009): optional fields may be absent.
      const minimal: Record<string, unknown> = signUp();
      delete minimal.phone;
      await allow(setDoc(doc(as().member, mine), minimal));
    });

    it('refuses a forged admin claim creating an active profile for someone else', async () => {
      await deny(setDoc(doc(as().fakeAdmin, mine), signUp({ membershipStatus: 'active', membershipFeePaid: true })));
      await deny(setDoc(doc(as().fakeAdmin, 'profiles/member-3'), signUp({ email: 'member-3@example.com', membershipStatus: 'active' })));
    });

    it('lets an admin create an active, paid guest profile', async () => {
      await allow(
        setDoc(
          doc(as().admin, 'profiles/guest-1'),
          signUp({
            email: '',
            isGuest: true,
            membershipStatus: 'active',
            membershipFeePaid: true,
            membershipFeeAmount: 500,
            membershipExpiry: daysFromNow(300),
          }),
        ),
      );
    });

    // [field, a value at the limit that passes, a value past it that fails]
    it.each([
      ['fullName', 'x'.repeat(100), 'x'.repeat(101)],
      ['fullName', 'A', ''],
      ['phone', '1'.repeat(20), '1'.repeat(21)],
      ['phone', '+44 (0) 20-1234', '020 CALL ME'],
      ['dateOfBirth', null, daysFromNow(2)],
      ['dateOfBirth', at('1950-01-01T00:00:00Z'), '1990-05-01'],
      ['nationality', 'x'.repeat(50), 'x'.repeat(51)],
      ['gender', '', 'unknown'],
      ['gender', 'prefer_not_to_say', 'Male'],
      ['handicap', -10, -10.1],
      ['handicap', 54, 54.1],
      ['handicap', null, '12'],
      ['tshirtSize', 'XXL', 'XXXL'],
      ['tshirtSize', '', 'xs'],
      ['golfClubMembership', 'x'.repeat(100), 'x'.repeat(101)],
      ['dietaryRequirements', 'x'.repeat(500), 'x'.repeat(501)],
      ['emergencyContactName', 'x'.repeat(100), 'x'.repeat(101)],
      ['emergencyContactPhone', '9'.repeat(20), '9'.repeat(21)],
      ['emergencyContactPhone', '', 'call 999'],
      ['egfGhinNumber', 'x'.repeat(50), 'x'.repeat(51)],
      ['avatarUrl', 'https://storage.example.com/avatars/member-1/avatar.png', 'javascript:alert(1)'],
      ['avatarUrl', '', 42],
      ['preferredTeamId', 'team-eagles', 'x'.repeat(129)],
      ['preferredTeamId', null, ''],
    ])('validates %s: %j passes, %j fails', async (field, good, bad) => {
      await allow(setDoc(doc(as().member, mine), signUp({ [field]: good })));
      await env().withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), mine)));
      await deny(setDoc(doc(as().member, mine), signUp({ [field]: bad })));
    });
  });

  describe('update', () => {
    const edit = { fullName: 'Member Renamed', handicap: 9.8, phone: '+971 55 111 2222', updatedAt: serverTimestamp() };

    it.each(table(['member', 'admin']))('%s editing the member personal fields: allowed %s', async (who, ok) => {
      await expectAccess(updateDoc(doc(as()[who], mine), edit), ok);
    });

    it('lets the member change every personal field at once', async () => {
      await allow(
        updateDoc(doc(as().member, mine), {
          ...edit,
          dateOfBirth: null,
          nationality: 'Emirati',
          gender: 'female',
          tshirtSize: 'S',
          golfClubMembership: 'Dubai Creek',
          dietaryRequirements: 'Vegetarian',
          emergencyContactName: 'Partner',
          emergencyContactPhone: '+971 50 999 9999',
          egfGhinNumber: 'GHIN-123',
          avatarUrl: 'https://storage.example.com/a.png',
          preferredTeamId: 'team-eagles',
          emailPreferences: { confirmations: false, reminders: true },
        }),
      );
    });

    it('lets the member switch their mails off, and refuses a switch that is not both booleans', async () => {
      await allow(updateDoc(doc(as().member, mine), { ...edit, emailPreferences: { confirmations: true, reminders: false } }));
      await deny(updateDoc(doc(as().member, mine), { ...edit, emailPreferences: { confirmations: true, reminders: 'no' } }));
      await deny(updateDoc(doc(as().member, mine), { ...edit, emailPreferences: { confirmations: true, reminders: true, news: true } }));
    });

    it.each([...ADMIN_SET, ['their creation time', { createdAt: serverTimestamp() }], ['an unknown field', { admin: true }]])(
      'refuses a member changing %s',
      async (_name, change) => {
        await deny(updateDoc(doc(as().member, mine), { ...change, updatedAt: serverTimestamp() }));
      },
    );

    it('refuses a member an update without a fresh update time or past a limit', async () => {
      await deny(updateDoc(doc(as().member, mine), { fullName: 'No timestamp' }));
      await deny(updateDoc(doc(as().member, mine), { fullName: '', updatedAt: serverTimestamp() }));
    });

    it('refuses a forged admin claim activating a profile', async () => {
      await deny(updateDoc(doc(as().fakeAdmin, mine), { membershipStatus: 'active', updatedAt: serverTimestamp() }));
    });

    it('lets an admin set the membership fields', async () => {
      await allow(
        updateDoc(doc(as().admin, mine), {
          membershipStatus: 'active',
          membershipFeePaid: true,
          membershipFeeAmount: 0,
          membershipExpiry: daysFromNow(365),
          email: `${'x'.repeat(242)}@example.com`,
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it.each([
      ['an unknown status', { membershipStatus: 'gold' }],
      ['a non-boolean fee paid flag', { membershipFeePaid: 'yes' }],
      ['a negative fee', { membershipFeeAmount: -1 }],
      ['a text expiry', { membershipExpiry: '2027-01-01' }],
      ['a non-boolean guest flag', { isGuest: 1 }],
      ['an e-mail over 254 characters', { email: `${'x'.repeat(250)}@x.io` }],
      ['a text creation time', { createdAt: 'yesterday' }],
    ])('refuses an admin update with %s', async (_name, change) => {
      await deny(updateDoc(doc(as().admin, mine), { ...change, updatedAt: serverTimestamp() }));
    });
  });

  describe('delete', () => {
    it.each(table(['admin']))('%s deleting the member profile: allowed %s', async (who, ok) => {
      await expectAccess(deleteDoc(doc(as()[who], mine)), ok);
    });
    it('refuses the owner deleting their own profile', async () => {
      await deny(deleteDoc(doc(as().member, mine)));
      await deny(deleteDoc(doc(as().fakeAdmin, `profiles/${ADMIN_UID}`)));
    });
  });

  // searchTerms (issue 31, src/lib/member-search.ts): only the profile trigger writes them; the admin lists query them.
  describe('searchTerms, kept by the functions', () => {
    const terms = ['m', 'me', 'member one'];
    const withTerms = async () =>
      env().withSecurityRulesDisabled(async (ctx) => updateDoc(doc(ctx.firestore(), mine), { searchTerms: terms }));
    const edit = { fullName: 'Member Renamed', updatedAt: serverTimestamp() };

    it('refuses them in a new profile, from the member or an admin', async () => {
      await env().withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), mine)));
      await deny(setDoc(doc(as().member, mine), signUp({ searchTerms: terms })));
      await deny(setDoc(doc(as().admin, mine), signUp({ searchTerms: terms })));
      await allow(setDoc(doc(as().member, mine), signUp()));
    });

    it.each(['member', 'admin'] as const)('lets the %s edit a profile that has them, leaving them as they are', async (who) => {
      await withTerms();
      await allow(updateDoc(doc(as()[who], mine), edit));
      await allow(setDoc(doc(as()[who], mine), { ...stored(MEMBER_UID), searchTerms: terms, ...edit }));
    });

    it.each(['member', 'admin'] as const)('refuses the %s changing or removing them', async (who) => {
      await withTerms();
      await deny(updateDoc(doc(as()[who], mine), { ...edit, searchTerms: ['anyone'] }));
      await deny(setDoc(doc(as()[who], mine), { ...stored(MEMBER_UID), ...edit }));
    });

    it('lets an admin search the profiles by them, and no member', async () => {
      await withTerms();
      const search = (who: 'member' | 'admin') =>
        getDocs(query(collection(as()[who], 'profiles'), where('searchTerms', 'array-contains', 'me')));
      await allow(search('admin'));
      await deny(search('member'));
    });
  });
});
