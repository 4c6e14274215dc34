import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import type { Unsubscribe } from '@/lib/subscription';

export interface ProfileSummary {
  fullName: string;
  membershipFeePaid: boolean;
}

/** The signed-in member's own profile (owner-only in the rules), or null if not created yet. */
export function subscribeOwnProfile(
  uid: string,
  next: (profile: ProfileSummary | null) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'profiles', uid),
    (snap) => {
      if (!snap.exists()) return next(null);
      const fullName: unknown = snap.get('fullName');
      next({
        fullName: typeof fullName === 'string' ? fullName : '',
        membershipFeePaid: snap.get('membershipFeePaid') === true,
      });
    },
    fail,
  );
}
