/**
 * The registration transactions (architecture decision 5): a registration
 * (id = member uid) is created or deleted in one transaction with its
 * counters, so a tournament or tee time is never overbooked and a member
 * never holds two registrations for one event.
 */
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../firebase';
import { numberOr, TRANSACTION_ATTEMPTS } from './acting';
import { isBeforeToday } from './society-day';

export const REGISTRATION_MESSAGES = {
  tournamentNotFound: 'Tournament not found',
  tournamentClosed: 'Registration is closed for this tournament',
  tournamentCompleted: 'This tournament is completed',
  tournamentDuplicate: "You're already registered for this tournament",
  tournamentFull: 'This tournament is full',
  tournamentNotRegistered: 'You are not registered for this tournament',
  eventNotFound: 'Event not found',
  eventClosed: 'Registration is closed for this event',
  eventCompleted: 'This event is completed',
  eventDuplicate: "You're already registered for this event",
  eventFull: 'This event is full',
  teeTimeNotFound: 'Tee time not found',
  teeTimeFull: 'This tee time is now full. Please select another.',
  eventNotRegistered: 'You are not registered for this event',
  noProfile: 'Please complete your profile before registering',
} as const;

const M = REGISTRATION_MESSAGES;

/** Open for registration: status upcoming and a date not before today (society time). */
function isOpen(event: DocumentSnapshot): boolean {
  const date = event.get('date') as unknown;
  const day = date instanceof Timestamp ? date.toDate() : null;
  return event.get('status') === 'upcoming' && day !== null && !isBeforeToday(day);
}

/** Capacity of an event; a missing limit means none. */
function capacity(doc: DocumentSnapshot): number {
  return numberOr(doc.get('maxParticipants'), Number.POSITIVE_INFINITY);
}

export interface TournamentRegistration {
  tournamentId: string;
  memberId: string;
  handicap: number | null;
  bypassSchedule: boolean;
}

export async function registerTournament(input: TournamentRegistration): Promise<{ registeredCount: number }> {
  const tournamentRef = db.doc(`tournaments/${input.tournamentId}`);
  const registrationRef = tournamentRef.collection('registrations').doc(input.memberId);
  const profileRef = db.doc(`profiles/${input.memberId}`);
  const teamMemberRef = db.doc(`teamMembers/${input.memberId}`);

  return db.runTransaction(
    async (tx) => {
      const [tournament, registration, profile, teamMember] = await tx.getAll(
        tournamentRef,
        registrationRef,
        profileRef,
        teamMemberRef,
      );
      if (!tournament?.exists) throw new HttpsError('not-found', M.tournamentNotFound);
      if (!input.bypassSchedule && !isOpen(tournament)) throw new HttpsError('failed-precondition', M.tournamentClosed);
      if (registration?.exists) throw new HttpsError('already-exists', M.tournamentDuplicate);
      const count = numberOr(tournament.get('registeredCount'), 0);
      if (count >= capacity(tournament)) throw new HttpsError('resource-exhausted', M.tournamentFull);
      if (!profile?.exists) throw new HttpsError('failed-precondition', M.noProfile);

      const teamId = (teamMember?.get('teamId') as string | undefined) ?? null;
      const team = teamId ? await tx.get(db.doc(`teams/${teamId}`)) : null;
      const teamName = team?.exists ? String(team.get('name') ?? '') : '';

      tx.create(registrationRef, {
        memberId: input.memberId,
        status: 'registered',
        registeredAt: FieldValue.serverTimestamp(),
        handicap: input.handicap,
        fullName: String(profile.get('fullName') ?? ''),
        teamId: team?.exists ? teamId : null,
        teamName,
      });
      tx.update(tournamentRef, { registeredCount: count + 1 });
      tx.update(profileRef, { handicap: input.handicap, updatedAt: FieldValue.serverTimestamp() });
      return { registeredCount: count + 1 };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Deletes the member's registration and frees its place; false when there was none. */
export async function withdrawTournament(tournamentId: string, memberId: string, bypassSchedule: boolean): Promise<boolean> {
  const tournamentRef = db.doc(`tournaments/${tournamentId}`);
  const registrationRef = tournamentRef.collection('registrations').doc(memberId);
  return db.runTransaction(
    async (tx) => {
      const [tournament, registration] = await tx.getAll(tournamentRef, registrationRef);
      if (!registration?.exists) return false;
      if (!bypassSchedule && tournament?.get('status') === 'completed') {
        throw new HttpsError('failed-precondition', M.tournamentCompleted);
      }
      tx.delete(registrationRef);
      if (tournament?.exists) {
        tx.update(tournamentRef, { registeredCount: Math.max(0, numberOr(tournament.get('registeredCount'), 1) - 1) });
      }
      return true;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

export interface Par3Registration {
  eventId: string;
  teeTimeId: string;
  memberId: string;
  /** Undefined: keep the profile's value. */
  handicap: number | null | undefined;
  dietaryRequirements: string | undefined;
  bypassSchedule: boolean;
}

export async function registerPar3(input: Par3Registration): Promise<{ currentParticipants: number }> {
  const eventRef = db.doc(`par3Events/${input.eventId}`);
  const teeTimeRef = eventRef.collection('teeTimes').doc(input.teeTimeId);
  const registrationRef = eventRef.collection('registrations').doc(input.memberId);
  const profileRef = db.doc(`profiles/${input.memberId}`);

  return db.runTransaction(
    async (tx) => {
      const [event, teeTime, registration, profile] = await tx.getAll(eventRef, teeTimeRef, registrationRef, profileRef);
      if (!event?.exists) throw new HttpsError('not-found', M.eventNotFound);
      if (!input.bypassSchedule && !isOpen(event)) throw new HttpsError('failed-precondition', M.eventClosed);
      if (!teeTime?.exists) throw new HttpsError('not-found', M.teeTimeNotFound);
      if (registration?.exists) throw new HttpsError('already-exists', M.eventDuplicate);
      const onTeeTime = numberOr(teeTime.get('currentParticipants'), 0);
      if (onTeeTime >= capacity(teeTime)) throw new HttpsError('resource-exhausted', M.teeTimeFull);
      const onEvent = numberOr(event.get('registeredCount'), 0);
      if (onEvent >= capacity(event)) throw new HttpsError('resource-exhausted', M.eventFull);
      if (!profile?.exists) throw new HttpsError('failed-precondition', M.noProfile);

      const storedHandicap = profile.get('handicap') as unknown;
      const handicap =
        input.handicap !== undefined ? input.handicap : typeof storedHandicap === 'number' ? storedHandicap : null;
      tx.create(registrationRef, {
        memberId: input.memberId,
        teeTimeId: input.teeTimeId,
        teeTime: String(teeTime.get('teeTime') ?? ''),
        status: 'registered',
        registeredAt: FieldValue.serverTimestamp(),
        handicap,
        fullName: String(profile.get('fullName') ?? ''),
      });
      tx.update(teeTimeRef, { currentParticipants: onTeeTime + 1 });
      tx.update(eventRef, { registeredCount: onEvent + 1 });
      const profileChanges: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
      if (input.handicap !== undefined) profileChanges.handicap = input.handicap;
      if (input.dietaryRequirements !== undefined) profileChanges.dietaryRequirements = input.dietaryRequirements;
      tx.update(profileRef, profileChanges);
      return { currentParticipants: onTeeTime + 1 };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/** Deletes the member's Par 3 registration and frees its tee-time and event places; false when there was none. */
export async function withdrawPar3(eventId: string, memberId: string, bypassSchedule: boolean): Promise<boolean> {
  const eventRef = db.doc(`par3Events/${eventId}`);
  const registrationRef = eventRef.collection('registrations').doc(memberId);
  return db.runTransaction(
    async (tx) => {
      const [event, registration] = await tx.getAll(eventRef, registrationRef);
      if (!registration?.exists) return false;
      if (!bypassSchedule && event?.get('status') === 'completed') {
        throw new HttpsError('failed-precondition', M.eventCompleted);
      }
      const teeTimeId = registration.get('teeTimeId') as unknown;
      const teeTimeRef = typeof teeTimeId === 'string' && teeTimeId ? eventRef.collection('teeTimes').doc(teeTimeId) : null;
      const teeTime = teeTimeRef ? await tx.get(teeTimeRef) : null;

      tx.delete(registrationRef);
      if (teeTimeRef && teeTime?.exists) {
        tx.update(teeTimeRef, { currentParticipants: Math.max(0, numberOr(teeTime.get('currentParticipants'), 1) - 1) });
      }
      if (event?.exists) {
        tx.update(eventRef, { registeredCount: Math.max(0, numberOr(event.get('registeredCount'), 1) - 1) });
      }
      return true;
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
