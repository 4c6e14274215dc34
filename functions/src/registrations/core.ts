/**
 * The registration transactions (architecture decision 5): a registration
 * (id = member uid) is created or deleted in one transaction with its
 * counters, so a tournament or tee time is never overbooked and a member
 * never holds two registrations for one event. Documents are read and written
 * through the collections' schemas (shared/converter.ts).
 */
import { FieldValue, type DocumentSnapshot, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { getAll, typedCollection, typedDoc } from '../shared/converter';
import { isOpen, placesTaken, transact, TRANSACTION_ATTEMPTS } from './places';
import { par3MailEvent, queueNotice, tournamentMailEvent } from '../mail/member-mail';
import { applyPar3, applyTournament, planPar3, planTournament, someoneWaits, teeRooms } from '../waitlist/promote';
import { isFull } from '@/lib/capacity';

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

export { TRANSACTION_ATTEMPTS };

/**
 * `resource-exhausted` with `full` when an event has no place for one more: all
 * `max` are taken, or members wait (a place freed while they wait is theirs; the
 * promotion trigger fills it).
 */
async function needPlace(tx: Transaction, eventSnap: DocumentSnapshot, taken: number, max: number, waitlist: Query, full: string) {
  if (isFull({ max, taken }) || (await someoneWaits(tx, eventSnap, waitlist))) throw new HttpsError('resource-exhausted', full);
}

export interface TournamentRegistration {
  tournamentId: string;
  memberId: string;
  handicap: number | null;
  bypassSchedule: boolean;
}

/**
 * What a registration brings to the member's profile (the handicap, a Par 3
 * night's dietary requirements), written only where it differs from what the
 * profile holds: a member who registers as they are changes nothing, and the
 * profile's triggers do not run for it.
 */
function saveToProfile(
  tx: FirebaseFirestore.Transaction,
  profileRef: FirebaseFirestore.DocumentReference,
  profile: Record<string, unknown>,
  fields: { handicap?: number | null; dietaryRequirements?: string },
): void {
  const changes = Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== undefined && profile[key] !== value));
  if (Object.keys(changes).length > 0) tx.update(profileRef, { ...changes, updatedAt: FieldValue.serverTimestamp() });
}

export async function registerTournament(store: Firestore, input: TournamentRegistration): Promise<{ registeredCount: number }> {
  const tournamentRef = typedDoc(store, 'tournaments', input.tournamentId);
  const registrationRef = typedDoc(store, 'tournamentRegistrations', input.memberId, { tournamentId: input.tournamentId });
  const profileRef = typedDoc(store, 'profiles', input.memberId);
  const teamMemberRef = typedDoc(store, 'teamMembers', input.memberId);

  return transact(store, async (tx) => {
    const [tournamentSnap, registration, profileSnap, teamMemberSnap] = await getAll(
      tx,
      tournamentRef,
      registrationRef,
      profileRef,
      teamMemberRef,
    );
    const tournament = tournamentSnap.data();
    if (!tournament) throw new HttpsError('not-found', M.tournamentNotFound);
    if (!input.bypassSchedule && !isOpen(tournament)) throw new HttpsError('failed-precondition', M.tournamentClosed);
    if (registration.exists) throw new HttpsError('already-exists', M.tournamentDuplicate);
    const registrations = typedCollection(store, 'tournamentRegistrations', { tournamentId: input.tournamentId });
    const count = await placesTaken(tx, tournamentSnap, 'registeredCount', tournament.registeredCount, registrations);
    const waitlist = typedCollection(store, 'tournamentWaitlist', { tournamentId: input.tournamentId });
    await needPlace(tx, tournamentSnap, count, tournament.maxParticipants, waitlist, M.tournamentFull);
    const profile = profileSnap.data();
    if (!profile) throw new HttpsError('failed-precondition', M.noProfile);

    const teamId = teamMemberSnap.data()?.teamId ?? null;
    const team = teamId ? (await tx.get(typedDoc(store, 'teams', teamId))).data() : undefined;

    tx.create(registrationRef, {
      memberId: input.memberId,
      status: 'registered',
      registeredAt: FieldValue.serverTimestamp(),
      handicap: input.handicap,
      fullName: profile.fullName,
      teamId: team ? teamId : null,
      teamName: team?.name ?? '',
    });
    tx.update(tournamentRef, { registeredCount: count + 1 });
    saveToProfile(tx, profileRef, profile, { handicap: input.handicap });
    const notice = input.bypassSchedule ? 'registeredByAdmin' : 'registered';
    queueNotice(tx, store, notice, input.memberId, profile, tournamentMailEvent(input.tournamentId, tournament));
    return { registeredCount: count + 1 };
  });
}

/** Deletes the member's registration and frees its place; false when there was none. */
export async function withdrawTournament(
  store: Firestore,
  tournamentId: string,
  memberId: string,
  bypassSchedule: boolean,
): Promise<boolean> {
  const tournamentRef = typedDoc(store, 'tournaments', tournamentId);
  const registrationRef = typedDoc(store, 'tournamentRegistrations', memberId, { tournamentId });
  const profileRef = typedDoc(store, 'profiles', memberId);
  return transact(store, async (tx) => {
    const [tournamentSnap, registration, profileSnap] = await getAll(tx, tournamentRef, registrationRef, profileRef);
    if (!registration.exists) return false;
    const tournament = tournamentSnap.data();
    if (!bypassSchedule && tournament?.status === 'completed') {
      throw new HttpsError('failed-precondition', M.tournamentCompleted);
    }
    const registrations = typedCollection(store, 'tournamentRegistrations', { tournamentId });
    const count = tournament ? await placesTaken(tx, tournamentSnap, 'registeredCount', tournament.registeredCount, registrations) : 0;
    const taken = Math.max(0, count - 1);
    // The freed place goes to the head of the waiting list, in this transaction.
    const plan = tournament
      ? await planTournament(tx, store, tournamentId, tournamentSnap, tournament.waitlistCount, tournament.maxParticipants - taken)
      : undefined;
    tx.delete(registrationRef);
    if (tournament && plan) {
      const event = tournamentMailEvent(tournamentId, tournament);
      queueNotice(tx, store, bypassSchedule ? 'removedByAdmin' : 'withdrawn', memberId, profileSnap.data(), event);
      applyTournament(tx, store, tournamentId, plan, event);
      const moved = plan.promoted.length;
      tx.update(tournamentRef, {
        registeredCount: taken + moved,
        ...(plan.waiting > 0 || moved > 0 ? { waitlistCount: plan.waiting - moved } : {}),
      });
    }
    return true;
  });
}

export interface Par3Registration {
  eventId: string;
  teeTimeId: string;
  memberId: string;
  /** Undefined: keep the profile's value. */
  handicap?: number | null | undefined;
  dietaryRequirements?: string | undefined;
  bypassSchedule: boolean;
}

export async function registerPar3(store: Firestore, input: Par3Registration): Promise<{ currentParticipants: number }> {
  const eventRef = typedDoc(store, 'par3Events', input.eventId);
  const teeTimeRef = typedDoc(store, 'teeTimes', input.teeTimeId, { eventId: input.eventId });
  const registrationRef = typedDoc(store, 'par3Registrations', input.memberId, { eventId: input.eventId });
  const profileRef = typedDoc(store, 'profiles', input.memberId);

  return transact(store, async (tx) => {
    const [eventSnap, teeTimeSnap, registration, profileSnap] = await getAll(tx, eventRef, teeTimeRef, registrationRef, profileRef);
    const event = eventSnap.data();
    if (!event) throw new HttpsError('not-found', M.eventNotFound);
    if (!input.bypassSchedule && !isOpen(event)) throw new HttpsError('failed-precondition', M.eventClosed);
    const teeTime = teeTimeSnap.data();
    if (!teeTime) throw new HttpsError('not-found', M.teeTimeNotFound);
    if (registration.exists) throw new HttpsError('already-exists', M.eventDuplicate);
    const registrations = typedCollection(store, 'par3Registrations', { eventId: input.eventId });
    const onTeeTime = await placesTaken(
      tx,
      teeTimeSnap,
      'currentParticipants',
      teeTime.currentParticipants,
      registrations.where('teeTimeId', '==', input.teeTimeId),
    );
    if (isFull({ max: teeTime.maxParticipants, taken: onTeeTime })) throw new HttpsError('resource-exhausted', M.teeTimeFull);
    const onEvent = await placesTaken(tx, eventSnap, 'registeredCount', event.registeredCount, registrations);
    await needPlace(
      tx,
      eventSnap,
      onEvent,
      event.maxParticipants,
      typedCollection(store, 'par3Waitlist', { eventId: input.eventId }),
      M.eventFull,
    );
    const profile = profileSnap.data();
    if (!profile) throw new HttpsError('failed-precondition', M.noProfile);

    const handicap = input.handicap !== undefined ? input.handicap : profile.handicap;
    tx.create(registrationRef, {
      memberId: input.memberId,
      teeTimeId: input.teeTimeId,
      teeTime: teeTime.teeTime,
      status: 'registered',
      registeredAt: FieldValue.serverTimestamp(),
      handicap,
      fullName: profile.fullName,
    });
    tx.update(teeTimeRef, { currentParticipants: onTeeTime + 1 });
    tx.update(eventRef, { registeredCount: onEvent + 1 });
    saveToProfile(tx, profileRef, profile, { handicap: input.handicap, dietaryRequirements: input.dietaryRequirements });
    const notice = input.bypassSchedule ? 'registeredByAdmin' : 'registered';
    queueNotice(tx, store, notice, input.memberId, profile, par3MailEvent(input.eventId, event, teeTime.teeTime));
    return { currentParticipants: onTeeTime + 1 };
  });
}

/** Deletes the member's Par 3 registration and frees its tee-time and event places; false when there was none. */
export async function withdrawPar3(store: Firestore, eventId: string, memberId: string, bypassSchedule: boolean): Promise<boolean> {
  const eventRef = typedDoc(store, 'par3Events', eventId);
  const registrationRef = typedDoc(store, 'par3Registrations', memberId, { eventId });
  const profileRef = typedDoc(store, 'profiles', memberId);
  return transact(store, async (tx) => {
    const [eventSnap, registrationSnap, profileSnap] = await getAll(tx, eventRef, registrationRef, profileRef);
    const registration = registrationSnap.data();
    if (!registration) return false;
    const event = eventSnap.data();
    if (!bypassSchedule && event?.status === 'completed') {
      throw new HttpsError('failed-precondition', M.eventCompleted);
    }
    const teeTimeRef = typedDoc(store, 'teeTimes', registration.teeTimeId, { eventId });
    const teeTimeSnap = await tx.get(teeTimeRef);
    const teeTime = teeTimeSnap.data();
    const registrations = typedCollection(store, 'par3Registrations', { eventId });
    const onTeeTime = teeTime
      ? await placesTaken(
          tx,
          teeTimeSnap,
          'currentParticipants',
          teeTime.currentParticipants,
          registrations.where('teeTimeId', '==', registration.teeTimeId),
        )
      : 0;
    const onEvent = event ? await placesTaken(tx, eventSnap, 'registeredCount', event.registeredCount, registrations) : 0;
    const taken = Math.max(0, onEvent - 1);
    // The freed place goes to the head of the waiting list, in this transaction.
    const waits = event !== undefined && (event.waitlistCount > 0 || typeof eventSnap.get('waitlistCount') !== 'number');
    const rooms = waits
      ? (await teeRooms(tx, store, eventId)).map((r) => (r.id === registration.teeTimeId ? { ...r, taken: Math.max(0, onTeeTime - 1) } : r))
      : [];
    const plan =
      event && waits ? await planPar3(tx, store, eventId, eventSnap, event.waitlistCount, event.maxParticipants, taken, rooms) : undefined;

    tx.delete(registrationRef);
    if (teeTime) tx.update(teeTimeRef, { currentParticipants: Math.max(0, onTeeTime - 1) });
    if (event) {
      const notice = bypassSchedule ? 'removedByAdmin' : 'withdrawn';
      queueNotice(tx, store, notice, memberId, profileSnap.data(), par3MailEvent(eventId, event, registration.teeTime));
      if (plan) applyPar3(tx, store, eventId, plan, event);
      const moved = plan?.promoted.length ?? 0;
      tx.update(eventRef, { registeredCount: taken + moved, ...(plan ? { waitlistCount: plan.waiting - moved } : {}) });
    }
    return true;
  });
}
