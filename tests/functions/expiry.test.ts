/** The membership expiry job's core against the emulator Firestore. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileDoc } from '@/lib/schemas/profile';
import { expireMemberships } from '../../functions/src/membership/expire';
import { clearAll, closeAdmin, daysFromNow, db, profileFor, read, readAs } from './helpers';

afterAll(closeAdmin);

describe('membership expiry', () => {
  beforeEach(clearAll);

  it('moves only active memberships whose expiry has passed to expired', async () => {
    const put = (uid: string, membershipStatus: ProfileDoc['membershipStatus'], expiry: Date | null) =>
      db.doc(`profiles/${uid}`).set(
        profileFor(uid, `${uid}@example.com`, {
          membershipStatus,
          membershipExpiry: expiry,
          updatedAt: daysFromNow(-30),
        }),
      );
    await put('lapsed', 'active', daysFromNow(-1));
    await put('current', 'active', daysFromNow(10));
    await put('forever', 'active', null);
    await put('waiting', 'pending', daysFromNow(-5));
    await put('gone', 'cancelled', daysFromNow(-5));

    expect(await expireMemberships(db, new Date())).toBe(1);

    const lapsed = await readAs('profiles', 'profiles/lapsed');
    expect(lapsed?.membershipStatus).toBe('expired');
    expect(lapsed?.updatedAt.getTime()).toBeGreaterThan(daysFromNow(-1).getTime());
    expect((await read('profiles/current'))?.membershipStatus).toBe('active');
    expect((await read('profiles/forever'))?.membershipStatus).toBe('active');
    expect((await read('profiles/waiting'))?.membershipStatus).toBe('pending');
    expect((await read('profiles/gone'))?.membershipStatus).toBe('cancelled');

    // A day later than the current member's expiry, it goes too; a second run changes nothing more.
    expect(await expireMemberships(db, daysFromNow(11))).toBe(1);
    expect(await expireMemberships(db, daysFromNow(11))).toBe(0);
  });
});
