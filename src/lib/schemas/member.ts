import { z } from 'zod';
import { docId, imageUrl, onFirstUse, optionalId, text } from './common';
import { nullableHandicap } from './profile';
import { readShape } from './stored';

/**
 * members/{uid}: the public member card (architecture decision 3), written only
 * by the functions from profiles/{uid}, teamMembers/{uid} and the team's captain.
 * Never an email, a phone or a date of birth.
 */
export const memberDoc = onFirstUse(() =>
  z.strictObject({
    fullName: text('Full name', 1, 100),
    avatarUrl: imageUrl,
    handicap: nullableHandicap,
    teamId: optionalId('Team'),
    isCaptain: z.boolean(),
    isGuest: z.boolean(),
  }),
);

export type MemberCard = z.infer<typeof memberDoc>;

export const memberRead = readShape(memberDoc, { isCaptain: false, isGuest: false });

/** roles/{uid}: the mirror of the `admin` custom claim (architecture decision 2); absent for non-admins. */
export const roleDoc = onFirstUse(() => z.strictObject({ admin: z.literal(true) }));

export type RoleDoc = z.infer<typeof roleDoc>;

export const roleRead = readShape(roleDoc);

/** A Firebase Auth uid (at most 128 characters, no slash since it is also a document id). */
export const uid = docId('Member');
