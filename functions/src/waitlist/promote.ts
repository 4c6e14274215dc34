/**
 * Moving up from a waiting list (issue 20): when a place frees, the heads of the
 * list (first come, first served by `joinedAt`, server time) take the free places
 * in the same transaction, registered exactly as if they had registered
 * themselves. Each plan only reads (a transaction reads everything before it
 * writes); `apply*` then writes the registrations and removes the waiting places.
 * The caller writes the event's counters from the plan.
 */
import {
  FieldValue,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ProfileDoc } from '@/lib/schemas/profile';
import type { WaitlistDoc } from '@/lib/schemas/waitlist';
import { par3MailEvent, queueNotice, type MailEvent } from '../mail/member-mail';
import { parsedDocs, typedCollection, typedDoc } from '../shared/converter';
import { placesTaken } from '../registrations/places';
import { isFull, nightPlacesLeft } from '@/lib/capacity';

export interface Head {
  ref: DocumentReference<WaitlistDoc>;
  data: WaitlistDoc;
  /** The member's profile: their "moved up" mail. */
  profile: ProfileDoc | undefined;
}

/** How many wait (the kept counter, or the list counted in the transaction when it is absent). */
export async function waitingCount(tx: Transaction, eventSnap: DocumentSnapshot, kept: number, list: Query): Promise<number> {
  return placesTaken(tx, eventSnap, 'waitlistCount', kept, list);
}

/**
 * Whether anyone waits: the list itself decides (one document read) unless the
 * kept counter says 0, so a stray counter never closes an event.
 */
export async function someoneWaits(tx: Transaction, eventSnap: DocumentSnapshot, list: Query): Promise<boolean> {
  if (eventSnap.get('waitlistCount') === 0) return false;
  return !(await tx.get(list.limit(1))).empty;
}

/** The first `n` waiting places, in order. */
async function headsOf(tx: Transaction, store: Firestore, list: CollectionReference<WaitlistDoc>, n: number): Promise<Head[]> {
  if (n <= 0) return [];
  const heads: Head[] = [];
  for (const { ref, data } of parsedDocs(await tx.get(list.orderBy('joinedAt').limit(n)))) {
    heads.push({ ref, data, profile: (await tx.get(typedDoc(store, 'profiles', data.memberId))).data() });
  }
  return heads;
}

// ---- Tournaments ---------------------------------------------------------

export interface TournamentPlan {
  /** Waiting before the promotions. */
  waiting: number;
  promoted: (Head & { teamId: string | null; teamName: string })[];
}

/** Reads who moves up into `free` places of a tournament (none when nobody waits). */
export async function planTournament(
  tx: Transaction,
  store: Firestore,
  tournamentId: string,
  tournamentSnap: DocumentSnapshot,
  keptWaiting: number,
  free: number,
): Promise<TournamentPlan> {
  const list = typedCollection(store, 'tournamentWaitlist', { tournamentId });
  const waiting = await waitingCount(tx, tournamentSnap, keptWaiting, list);
  const heads = await headsOf(tx, store, list, Math.min(free, waiting));
  const promoted: TournamentPlan['promoted'] = [];
  for (const head of heads) {
    const teamId = (await tx.get(typedDoc(store, 'teamMembers', head.data.memberId))).data()?.teamId ?? null;
    const team = teamId ? (await tx.get(typedDoc(store, 'teams', teamId))).data() : undefined;
    promoted.push({ ...head, teamId: team ? teamId : null, teamName: team?.name ?? '' });
  }
  return { waiting, promoted };
}

/** Registers the plan's members and removes their waiting places. */
export function applyTournament(tx: Transaction, store: Firestore, tournamentId: string, plan: TournamentPlan, event: MailEvent): void {
  for (const p of plan.promoted) {
    queueNotice(tx, store, 'movedUp', p.data.memberId, p.profile, event);
    tx.create(typedDoc(store, 'tournamentRegistrations', p.data.memberId, { tournamentId }), {
      memberId: p.data.memberId,
      status: 'registered',
      registeredAt: FieldValue.serverTimestamp(),
      handicap: p.data.handicap,
      fullName: p.data.fullName,
      teamId: p.teamId,
      teamName: p.teamName,
    });
    tx.delete(p.ref);
  }
}

// ---- Par 3 nights --------------------------------------------------------

export interface TeeRoom {
  id: string;
  teeTime: string;
  max: number;
  taken: number;
}

/**
 * Every tee time of a Par 3 night with its places taken, in start order. A tee
 * time without its counter is counted from the night's registrations, read once.
 */
export async function teeRooms(tx: Transaction, store: Firestore, eventId: string): Promise<TeeRoom[]> {
  const snap = await tx.get(typedCollection(store, 'teeTimes', { eventId }));
  const rows = parsedDocs(snap);
  const uncounted = rows.filter((r) => typeof snap.docs.find((d) => d.id === r.id)?.get('currentParticipants') !== 'number');
  const counted = new Map<string, number>();
  if (uncounted.length > 0) {
    for (const r of parsedDocs(await tx.get(typedCollection(store, 'par3Registrations', { eventId })))) {
      counted.set(r.data.teeTimeId, (counted.get(r.data.teeTimeId) ?? 0) + 1);
    }
  }
  return rows
    .map((r) => ({
      id: r.id,
      teeTime: r.data.teeTime,
      max: r.data.maxParticipants,
      taken: uncounted.includes(r) ? (counted.get(r.id) ?? 0) : r.data.currentParticipants,
    }))
    .sort((a, b) => a.teeTime.localeCompare(b.teeTime) || a.id.localeCompare(b.id));
}

export interface Par3Plan {
  waiting: number;
  promoted: (Head & { teeTimeId: string; teeTime: string })[];
  /** The tee times' places taken once the plan is applied. */
  rooms: TeeRoom[];
  /** Tee times whose count the plan changes. */
  changed: Set<string>;
}

/** Reads who moves up on a Par 3 night, each to the earliest tee time with room. */
export async function planPar3(
  tx: Transaction,
  store: Firestore,
  eventId: string,
  eventSnap: DocumentSnapshot,
  keptWaiting: number,
  eventMax: number,
  eventTaken: number,
  rooms: TeeRoom[],
): Promise<Par3Plan> {
  const list = typedCollection(store, 'par3Waitlist', { eventId });
  const waiting = await waitingCount(tx, eventSnap, keptWaiting, list);
  const heads = await headsOf(tx, store, list, Math.min(nightPlacesLeft({ max: eventMax, taken: eventTaken }, rooms), waiting));
  const after = rooms.map((r) => ({ ...r }));
  const changed = new Set<string>();
  const promoted: Par3Plan['promoted'] = [];
  for (const head of heads) {
    const tee = after.find((r) => !isFull(r));
    if (!tee) break;
    tee.taken += 1;
    changed.add(tee.id);
    promoted.push({ ...head, teeTimeId: tee.id, teeTime: tee.teeTime });
  }
  return { waiting, promoted, rooms: after, changed };
}

/** Registers the plan's members on their tee times and removes their waiting places (tee-time counters included). */
export function applyPar3(
  tx: Transaction,
  store: Firestore,
  eventId: string,
  plan: Par3Plan,
  event: { name: string; date: Date; location: string; description: string },
): void {
  for (const p of plan.promoted) {
    queueNotice(tx, store, 'movedUp', p.data.memberId, p.profile, par3MailEvent(eventId, event, p.teeTime));
    tx.create(typedDoc(store, 'par3Registrations', p.data.memberId, { eventId }), {
      memberId: p.data.memberId,
      teeTimeId: p.teeTimeId,
      teeTime: p.teeTime,
      status: 'registered',
      registeredAt: FieldValue.serverTimestamp(),
      handicap: p.data.handicap,
      fullName: p.data.fullName,
    });
    tx.delete(p.ref);
  }
  for (const room of plan.rooms) {
    if (plan.changed.has(room.id)) tx.update(typedDoc(store, 'teeTimes', room.id, { eventId }), { currentParticipants: room.taken });
  }
}
