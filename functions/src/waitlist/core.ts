/**
 * Waiting lists (issue 20): joining and leaving in one transaction with the
 * event's `waitlistCount`; an admin's "move to top"; and filling places freed
 * outside a withdrawal (a raised maxParticipants, a new tee time) from the
 * list's head. Withdrawals promote inside their own transaction (registrations/core.ts).
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { getAll, parsedDocs, typedCollection, typedDoc } from '../shared/converter';
import { isOpen, placesTaken, transact } from '../registrations/places';
import { REGISTRATION_MESSAGES as R } from '../registrations/core';
import { tournamentMailEvent } from '../mail/member-mail';
import { nightPlacesLeft, placesLeft } from '@/lib/capacity';
import { applyPar3, applyTournament, planPar3, planTournament, teeRooms, waitingCount } from './promote';

export const WAITLIST_MESSAGES = {
  placeFree: 'A place is free: please register instead',
  alreadyWaiting: "You're already on the waiting list",
  notWaiting: 'You are not on the waiting list',
} as const;

const W = WAITLIST_MESSAGES;

export interface Joined {
  position: number;
  waitlistCount: number;
}

export type EventKind = 'tournament' | 'par3';

const places = (store: Firestore, kind: EventKind, eventId: string) =>
  kind === 'tournament'
    ? typedCollection(store, 'tournamentWaitlist', { tournamentId: eventId })
    : typedCollection(store, 'par3Waitlist', { eventId });
const eventRefOf = (store: Firestore, kind: EventKind, eventId: string) =>
  kind === 'tournament' ? typedDoc(store, 'tournaments', eventId) : typedDoc(store, 'par3Events', eventId);
const registrationsOf = (store: Firestore, kind: EventKind, eventId: string) =>
  kind === 'tournament'
    ? typedCollection(store, 'tournamentRegistrations', { tournamentId: eventId })
    : typedCollection(store, 'par3Registrations', { eventId });

/** The registration callables' words for each kind of event (a member already registered, a closed event...). */
const JOIN_MESSAGES = {
  tournament: { notFound: R.tournamentNotFound, closed: R.tournamentClosed, duplicate: R.tournamentDuplicate },
  par3: { notFound: R.eventNotFound, closed: R.eventClosed, duplicate: R.eventDuplicate },
} as const;

export interface Join {
  eventId: string;
  memberId: string;
  /** Undefined: the profile's value (a Par 3 form may leave it out; a tournament's always names it). */
  handicap?: number | null | undefined;
  dietaryRequirements?: string | undefined;
  bypassSchedule: boolean;
}

/**
 * Puts a member on an event's waiting list, last: only while no place is free
 * (for a Par 3 night, on the night and on a tee time) or others already wait.
 * The handicap and dietary requirements given are kept on the profile, like a registration's.
 */
export async function join(store: Firestore, kind: EventKind, input: Join): Promise<Joined> {
  const { eventId, memberId } = input;
  const words = JOIN_MESSAGES[kind];
  const eventRef = eventRefOf(store, kind, eventId);
  const registrations = registrationsOf(store, kind, eventId);
  const list = places(store, kind, eventId);
  const placeRef = list.doc(memberId);
  const profileRef = typedDoc(store, 'profiles', memberId);
  return transact(store, async (tx) => {
    const [eventSnap, registration, place, profileSnap] = await getAll(tx, eventRef, registrations.doc(memberId), placeRef, profileRef);
    const event = eventSnap.data();
    if (!event) throw new HttpsError('not-found', words.notFound);
    if (!input.bypassSchedule && !isOpen(event)) throw new HttpsError('failed-precondition', words.closed);
    if (registration.exists) throw new HttpsError('already-exists', words.duplicate);
    if (place.exists) throw new HttpsError('already-exists', W.alreadyWaiting);
    const taken = await placesTaken(tx, eventSnap, 'registeredCount', event.registeredCount, registrations);
    const room = { max: event.maxParticipants, taken };
    const free = kind === 'tournament' ? placesLeft(room) : nightPlacesLeft(room, await teeRooms(tx, store, eventId));
    const waiting = await waitingCount(tx, eventSnap, event.waitlistCount, list);
    if (free > 0 && waiting === 0) throw new HttpsError('failed-precondition', W.placeFree);
    const profile = profileSnap.data();
    if (!profile) throw new HttpsError('failed-precondition', R.noProfile);

    const handicap = input.handicap !== undefined ? input.handicap : profile.handicap;
    tx.create(placeRef, { memberId, joinedAt: FieldValue.serverTimestamp(), handicap, fullName: profile.fullName });
    tx.update(eventRef, { waitlistCount: waiting + 1 });
    tx.update(profileRef, {
      updatedAt: FieldValue.serverTimestamp(),
      ...(input.handicap !== undefined ? { handicap: input.handicap } : {}),
      ...(input.dietaryRequirements !== undefined ? { dietaryRequirements: input.dietaryRequirements } : {}),
    });
    return { position: waiting + 1, waitlistCount: waiting + 1 };
  });
}

/** Removes a member's waiting place (leaving, or an admin's removal); false when there was none. */
export async function leave(store: Firestore, kind: EventKind, eventId: string, memberId: string): Promise<boolean> {
  const eventRef = eventRefOf(store, kind, eventId);
  const list = places(store, kind, eventId);
  const placeRef = list.doc(memberId);
  return transact(store, async (tx) => {
    const [eventSnap, place] = await getAll(tx, eventRef, placeRef);
    if (!place.exists) return false;
    const event = eventSnap.data();
    const waiting = event ? await waitingCount(tx, eventSnap, event.waitlistCount, list) : 0;
    tx.delete(placeRef);
    if (event) tx.update(eventRef, { waitlistCount: Math.max(0, waiting - 1) });
    return true;
  });
}

/** Admin: puts a waiting member first (a `joinedAt` just before the current head's). */
export async function moveToTop(store: Firestore, kind: EventKind, eventId: string, memberId: string): Promise<boolean> {
  const list = places(store, kind, eventId);
  const placeRef = list.doc(memberId);
  return transact(store, async (tx) => {
    const place = await tx.get(placeRef);
    if (!place.exists) return false;
    const [head] = parsedDocs(await tx.get(list.orderBy('joinedAt').limit(1)));
    if (head && head.id !== memberId) tx.update(placeRef, { joinedAt: new Date(head.data.joinedAt.getTime() - 1) });
    return true;
  });
}

/**
 * Gives every free place of an event to the list's head: run when a place frees
 * outside a withdrawal (a raised maxParticipants, a new or larger tee time).
 * Returns the members moved up.
 */
export async function fillFromWaitlist(store: Firestore, kind: EventKind, eventId: string): Promise<string[]> {
  return transact(store, async (tx) => {
    if (kind === 'tournament') {
      const ref = typedDoc(store, 'tournaments', eventId);
      const snap = await tx.get(ref);
      const tournament = snap.data();
      if (!tournament || tournament.status !== 'upcoming') return [];
      const registrations = typedCollection(store, 'tournamentRegistrations', { tournamentId: eventId });
      const taken = await placesTaken(tx, snap, 'registeredCount', tournament.registeredCount, registrations);
      const plan = await planTournament(tx, store, eventId, snap, tournament.waitlistCount, tournament.maxParticipants - taken);
      if (plan.promoted.length === 0) return [];
      applyTournament(tx, store, eventId, plan, tournamentMailEvent(eventId, tournament));
      tx.update(ref, { registeredCount: taken + plan.promoted.length, waitlistCount: plan.waiting - plan.promoted.length });
      return plan.promoted.map((p) => p.data.memberId);
    }
    const ref = typedDoc(store, 'par3Events', eventId);
    const snap = await tx.get(ref);
    const event = snap.data();
    if (!event || event.status !== 'upcoming') return [];
    const registrations = typedCollection(store, 'par3Registrations', { eventId });
    const taken = await placesTaken(tx, snap, 'registeredCount', event.registeredCount, registrations);
    const rooms = await teeRooms(tx, store, eventId);
    const plan = await planPar3(tx, store, eventId, snap, event.waitlistCount, event.maxParticipants, taken, rooms);
    if (plan.promoted.length === 0) return [];
    applyPar3(tx, store, eventId, plan, event);
    tx.update(ref, { registeredCount: taken + plan.promoted.length, waitlistCount: plan.waiting - plan.promoted.length });
    return plan.promoted.map((p) => p.data.memberId);
  });
}

/** Where a member stands on an event's list (1 = next to move up; 0 = not on it), and how many wait. */
export async function positionOf(store: Firestore, kind: EventKind, eventId: string, memberId: string): Promise<Joined> {
  const list = places(store, kind, eventId);
  const [place, all] = await Promise.all([list.doc(memberId).get(), list.count().get()]);
  const waitlistCount = all.data().count;
  const joinedAt = place.exists ? place.data()?.joinedAt : undefined;
  if (!joinedAt) return { position: 0, waitlistCount };
  const ahead = await list.where('joinedAt', '<', joinedAt).count().get();
  return { position: ahead.data().count + 1, waitlistCount };
}
