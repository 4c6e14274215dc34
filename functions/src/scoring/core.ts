/**
 * The day of play on the server (issue 28; decision 0019): each event's cards
 * kept in step with its registrations, course, tee, allowance and groups, and
 * each card's derived fields computed by the one scoring core
 * (src/lib/scoring.ts). Cores take the Firestore instance, so tests can call
 * them against the emulator.
 */
import {
  FieldPath,
  FieldValue,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { cardValues } from '@/lib/scoring';
import { courseProblems, type CardDoc, type CourseDoc, type GroupDoc, type TeeDoc } from '@/lib/schemas/scoring';
import { DEFAULT_ALLOWANCE } from '@/lib/schemas/scoring';
import { typedCollection, typedDoc } from '../shared/converter';

export type EventKind = 'tournament' | 'par3';

/** The course an event is scored on, its tee and allowance; null when it has none that can be scored. */
export interface Scoring {
  course: CourseDoc;
  tee: TeeDoc | null;
  allowance: number;
}

type Reader = Pick<Transaction, 'get'>;

export const eventRef = (store: Firestore, kind: EventKind, eventId: string) =>
  kind === 'tournament' ? typedDoc(store, 'tournaments', eventId) : typedDoc(store, 'par3Events', eventId);

export const cardsOf = (store: Firestore, kind: EventKind, eventId: string) =>
  kind === 'tournament'
    ? typedCollection(store, 'tournamentCards', { tournamentId: eventId })
    : typedCollection(store, 'par3Cards', { eventId });

/** What a card needs of a registration (both kinds). */
export interface RegistrationLike {
  memberId: string;
  registeredAt: Date;
  handicap: number | null;
  /** Par 3 nights: the tee time, which is the member's group. */
  teeTimeId?: string;
  teamId?: string | null;
}

export const registrationsOf = (store: Firestore, kind: EventKind, eventId: string): CollectionReference<RegistrationLike> =>
  (kind === 'tournament'
    ? typedCollection(store, 'tournamentRegistrations', { tournamentId: eventId })
    : typedCollection(store, 'par3Registrations', { eventId })) as unknown as CollectionReference<RegistrationLike>;

/** How the event is scored, or null: no course, a course that is gone, or one that fails courseProblems. */
export async function scoringOf(store: Firestore, reader: Reader, kind: EventKind, eventId: string): Promise<Scoring | null> {
  const event = (await reader.get(eventRef(store, kind, eventId as string))).data() as
    { courseId: string | null; teeName?: string; handicapAllowance?: number } | undefined;
  if (!event?.courseId) return null;
  const course = (await reader.get(typedDoc(store, 'courses', event.courseId))).data();
  if (!course || courseProblems(course.holes).length > 0) return null;
  if (!('teeName' in event)) return { course, tee: null, allowance: DEFAULT_ALLOWANCE };
  const tee = course.tees.find((t) => t.name === event.teeName) ?? null;
  return { course, tee, allowance: event.handicapAllowance ?? DEFAULT_ALLOWANCE };
}

type Derived = Pick<CardDoc, 'handicapIndex' | 'courseHandicap' | 'playingHandicap' | 'gross' | 'net' | 'points' | 'birdies' | 'thru'>;

/** A card's derived values from its strokes, the member's index and the event's scoring (cardValues). */
export function derivedOf(strokes: CardDoc['strokes'], handicapIndex: number | null, scoring: Scoring): Derived {
  const { courseHandicap, playingHandicap, totals } = cardValues(
    handicapIndex,
    scoring.course.holes,
    scoring.tee,
    scoring.allowance,
    strokes,
  );
  return {
    handicapIndex,
    courseHandicap: Number(courseHandicap.toFixed(4)),
    playingHandicap,
    gross: totals.gross,
    net: totals.net,
    points: totals.points,
    birdies: totals.birdies,
    thru: totals.thru,
  };
}

/** The fields of `next` that differ from `current`. */
export function changes<T extends object>(current: Partial<T> | undefined, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => current?.[k as keyof T] !== v)) as Partial<T>;
}

/** A new card: nothing entered, open, with its derived values. */
export function newCard(
  handicapIndex: number | null,
  scoring: Scoring,
  group: { groupId: string | null; markerId: string | null },
): CardDoc {
  return {
    strokes: {},
    playerStrokes: {},
    status: 'open',
    disputedHole: null,
    ...group,
    ...derivedOf({}, handicapIndex, scoring),
  };
}

const holdsStrokes = (card: Pick<CardDoc, 'strokes' | 'playerStrokes'>) =>
  Object.keys(card.strokes ?? {}).length > 0 || Object.keys(card.playerStrokes ?? {}).length > 0;

/**
 * The groups of a Par 3 night: the players of one tee time, in the order they
 * registered; its marker the tee time's markerId when that player is on it,
 * otherwise the member who registered first.
 */
export function par3Groups(
  registrations: { memberId: string; teeTimeId: string; registeredAt: Date }[],
  teeTimes: { id: string; markerId?: string | null }[],
): Map<string, { groupId: string; markerId: string }> {
  const byTeeTime = new Map<string, string[]>();
  for (const r of [...registrations].sort(
    (a, b) => a.registeredAt.getTime() - b.registeredAt.getTime() || a.memberId.localeCompare(b.memberId),
  )) {
    byTeeTime.set(r.teeTimeId, [...(byTeeTime.get(r.teeTimeId) ?? []), r.memberId]);
  }
  const out = new Map<string, { groupId: string; markerId: string }>();
  for (const [teeTimeId, members] of byTeeTime) {
    const chosen = teeTimes.find((t) => t.id === teeTimeId)?.markerId;
    const markerId = chosen && members.includes(chosen) ? chosen : (members[0] ?? '');
    for (const m of members) out.set(m, { groupId: teeTimeId, markerId });
  }
  return out;
}

/**
 * A tournament's groups kept true to its registrations: a member no longer
 * registered leaves; a group left empty goes; a marker who left is replaced
 * by the first player left. Returns the fixes (the group trigger copies them to the cards).
 */
export function fixedGroups(
  groups: { id: string; data: GroupDoc }[],
  registered: Set<string>,
): { id: string; update: Pick<GroupDoc, 'memberIds' | 'markerId'> | null }[] {
  const fixes: { id: string; update: Pick<GroupDoc, 'memberIds' | 'markerId'> | null }[] = [];
  for (const { id, data } of groups) {
    const memberIds = data.memberIds.filter((m) => registered.has(m));
    if (memberIds.length === data.memberIds.length) continue;
    const markerId = memberIds.includes(data.markerId) ? data.markerId : (memberIds[0] ?? '');
    fixes.push({ id, update: memberIds.length === 0 ? null : { memberIds, markerId } });
  }
  return fixes;
}

/** Each member's group and marker (for a tournament, only once its groups are published). */
async function groupAssignments(
  store: Firestore,
  tx: Transaction,
  kind: EventKind,
  eventId: string,
  registrations: { memberId: string; teeTimeId?: string; registeredAt: Date }[],
): Promise<{ assignment: Map<string, { groupId: string; markerId: string }>; groupFixes: ReturnType<typeof fixedGroups> }> {
  const registered = new Set(registrations.map((r) => r.memberId));
  if (kind === 'par3') {
    const teeTimes = await tx.get(typedCollection(store, 'teeTimes', { eventId }));
    const assignment = par3Groups(
      registrations.map((r) => ({ memberId: r.memberId, teeTimeId: r.teeTimeId ?? '', registeredAt: r.registeredAt })),
      teeTimes.docs.map((d) => ({ id: d.id, markerId: d.data().markerId })),
    );
    return { assignment, groupFixes: [] };
  }
  const [event, groups] = await Promise.all([
    tx.get(typedDoc(store, 'tournaments', eventId)),
    tx.get(typedCollection(store, 'tournamentGroups', { tournamentId: eventId })),
  ]);
  const rows = groups.docs.map((d) => ({ id: d.id, data: d.data() }));
  const groupFixes = fixedGroups(rows, registered);
  const assignment = new Map<string, { groupId: string; markerId: string }>();
  if (event.data()?.groupsPublished) {
    for (const { id, data } of rows) {
      const fix = groupFixes.find((f) => f.id === id);
      if (fix && !fix.update) continue;
      const group = fix?.update ?? data;
      for (const m of group.memberIds) if (registered.has(m)) assignment.set(m, { groupId: id, markerId: group.markerId });
    }
  }
  return { assignment, groupFixes };
}

/** Reads outside a transaction, for a look before deciding whether one is needed. */
const directReader: Reader = { get: ((ref: DocumentReference) => ref.get()) as Reader['get'] };

/**
 * Whether a new registration for an event can change its cards: when the
 * event can be scored (the member gets a card), or the member has a card
 * from an earlier registration (it takes its group or tee time again).
 * Otherwise reconcileEvent would change nothing, and is spared its transaction
 * over the whole field: most of a season's registrations are for events with no course.
 * `read` may share the card's read with the change's other concerns (readOnce).
 */
export async function newRegistrationMovesCards(
  store: Firestore,
  kind: EventKind,
  eventId: string,
  memberId: string,
  read: (ref: DocumentReference) => Promise<DocumentSnapshot> = (ref) => ref.get(),
): Promise<boolean> {
  if (await scoringOf(store, directReader, kind, eventId)) return true;
  return (await read(cardsOf(store, kind, eventId).doc(memberId))).exists;
}

/**
 * Brings an event's cards in step with everything they follow, in one
 * transaction: a card for every registered member (when the event has a
 * course that can be scored), none for a member gone unless it holds strokes
 * (then it leaves its group), each card's group and marker, and its derived
 * values (the course, tee, allowance or index may have changed). Tournament
 * groups lose members no longer registered. Idempotent: a second run changes nothing.
 */
export async function reconcileEvent(
  store: Firestore,
  kind: EventKind,
  eventId: string,
): Promise<{ created: number; removed: number; updated: number }> {
  return store.runTransaction(async (tx) => {
    const scoring = await scoringOf(store, tx, kind, eventId);
    const [registrationSnap, cardSnap] = await Promise.all([
      tx.get(registrationsOf(store, kind, eventId)),
      tx.get(cardsOf(store, kind, eventId)),
    ]);
    const registrations = registrationSnap.docs.map((d) => d.data());
    const { assignment, groupFixes } = await groupAssignments(store, tx, kind, eventId, registrations);
    const cards = new Map(cardSnap.docs.map((d) => [d.id, { ref: d.ref as DocumentReference<CardDoc>, data: d.data() }]));
    let created = 0;
    let removed = 0;
    let updated = 0;
    for (const fix of groupFixes) {
      const ref = typedDoc(store, 'tournamentGroups', fix.id, { tournamentId: eventId });
      if (fix.update) tx.update(ref, fix.update);
      else tx.delete(ref);
    }
    const registered = new Set<string>();
    for (const r of registrations) {
      registered.add(r.memberId);
      const group = assignment.get(r.memberId) ?? { groupId: null, markerId: null };
      const card = cards.get(r.memberId);
      if (!card) {
        if (!scoring) continue;
        tx.create(cardsOf(store, kind, eventId).doc(r.memberId), newCard(r.handicap, scoring, group));
        created++;
        continue;
      }
      const next = { ...group, ...(scoring ? derivedOf(card.data.strokes, r.handicap, scoring) : {}) };
      const diff = changes(card.data as Partial<typeof next>, next);
      if (Object.keys(diff).length > 0) {
        tx.update(card.ref, diff);
        updated++;
      }
    }
    for (const [memberId, card] of cards) {
      if (registered.has(memberId)) continue;
      if (!holdsStrokes(card.data)) {
        tx.delete(card.ref);
        removed++;
      } else if (card.data.groupId !== null || card.data.markerId !== null) {
        tx.update(card.ref, { groupId: null, markerId: null });
        updated++;
      }
    }
    return { created, removed, updated };
  });
}

/**
 * One card's derived values after its strokes (or status) changed, read and
 * written in a transaction so that a later entry is never overwritten by the
 * values of an earlier one. Returns the card as it now stands, or null.
 */
export async function refreshCard(store: Firestore, kind: EventKind, eventId: string, memberId: string): Promise<CardDoc | null> {
  return store.runTransaction(async (tx) => {
    const ref = cardsOf(store, kind, eventId).doc(memberId);
    const snap = await tx.get(ref);
    const card = snap.data();
    if (!card) return null;
    const scoring = await scoringOf(store, tx, kind, eventId);
    if (!scoring) return card;
    const next = derivedOf(card.strokes, card.handicapIndex ?? null, scoring);
    const diff = changes(card as Partial<typeof next>, next);
    const now = { ...card, ...next };
    // writeScore reads first: a transaction's reads all come before its writes.
    if (now.status === 'verified') await writeScore(store, tx, kind, eventId, memberId, now);
    if (Object.keys(diff).length > 0) tx.update(ref, diff);
    return now;
  });
}

/** The id of the score a verified card writes: one per member and event, so it is never doubled. */
export const scoreIdOf = (eventId: string, memberId: string) => `${eventId}_${memberId}`;

/**
 * A verified card's result as the member's `scores` (tournament) or
 * `par3Scores` (Par 3 night) document, under its fixed id, replacing any
 * other score of the same member and event (one an admin typed).
 */
async function writeScore(
  store: Firestore,
  tx: Transaction,
  kind: EventKind,
  eventId: string,
  memberId: string,
  card: CardDoc,
): Promise<void> {
  const id = scoreIdOf(eventId, memberId);
  if (kind === 'tournament') {
    const scores = typedCollection(store, 'scores');
    const [others, registration, current] = await Promise.all([
      tx.get(scores.where('tournamentId', '==', eventId).where('memberId', '==', memberId)),
      tx.get(typedDoc(store, 'tournamentRegistrations', memberId, { tournamentId: eventId })),
      tx.get(scores.doc(id)),
    ]);
    const score = {
      tournamentId: eventId,
      memberId,
      teamId: registration.data()?.teamId ?? current.data()?.teamId ?? null,
      grossScore: card.gross,
      netScore: Math.max(0, card.net),
      points: card.points,
      birdies: card.birdies,
    };
    for (const other of others.docs) if (other.id !== id) tx.delete(other.ref);
    const now = current.data();
    if (!now || Object.keys(changes(now, score)).length > 0) tx.set(scores.doc(id), score);
    return;
  }
  const scores = typedCollection(store, 'par3Scores');
  const [others, current] = await Promise.all([
    tx.get(scores.where('eventId', '==', eventId).where('memberId', '==', memberId)),
    tx.get(scores.doc(id)),
  ]);
  const score = { eventId, memberId, points: card.points, grossScore: card.gross, birdies: card.birdies };
  for (const other of others.docs) if (other.id !== id) tx.delete(other.ref);
  const now = current.data();
  if (!now || Object.keys(changes(now, score)).length > 0) tx.set(scores.doc(id), score);
}

/**
 * An admin's correction of one hole (the correctCard callable): the entry set
 * whatever the card's status (a verified card stays verified and its score
 * follows), and logged with who, when, the hole, and the value before and after.
 */
export async function correctCard(
  store: Firestore,
  input: { kind: EventKind; eventId: string; memberId: string; hole: number; strokes: number | null },
  admin: { uid: string; name: string },
): Promise<string | null> {
  return store.runTransaction(async (tx) => {
    const ref = cardsOf(store, input.kind, input.eventId).doc(input.memberId);
    const card = (await tx.get(ref)).data();
    if (!card) return null;
    const scoring = await scoringOf(store, tx, input.kind, input.eventId);
    if (!scoring) return null;
    if (input.hole > scoring.course.holes.length) throw new RangeError(`This course has ${scoring.course.holes.length} holes`);
    const key = String(input.hole) as keyof CardDoc['strokes'];
    const before = key in card.strokes ? card.strokes[key] : undefined;
    const log =
      input.kind === 'tournament'
        ? typedCollection(store, 'tournamentCorrections', { tournamentId: input.eventId, memberId: input.memberId }).doc()
        : typedCollection(store, 'par3Corrections', { eventId: input.eventId, memberId: input.memberId }).doc();
    tx.update(ref, new FieldPath('strokes', String(input.hole)), input.strokes);
    tx.create(log, {
      hole: input.hole,
      ...(before === undefined ? {} : { before }),
      after: input.strokes,
      by: admin.uid,
      byName: admin.name.slice(0, 100),
      status: card.status,
      at: FieldValue.serverTimestamp() as unknown as Date,
    });
    return log.id;
  });
}
