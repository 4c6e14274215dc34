import { deleteDoc, doc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { addRecord } from '@/lib/data/add';
import { collectionRef } from '@/lib/data/refs';
import { save } from '@/lib/data/sync';
import { callFunction } from '@/lib/data/callable';
import { cardRef, type EventKind } from '@/lib/data/scoring';
import { db } from '@/lib/firebase';
import { groupDoc } from '@/lib/schemas/scoring';
import type { DraftGroup } from '../draw';
import type { CourseValues } from '../schemas';
import { courseRef, eventsOnCourse, tournamentGroups, tournamentRef } from './queries';

/** A new course; resolves to its id. */
export async function createCourse(values: CourseValues): Promise<string> {
  return addRecord('courses', values);
}

/** Replaces a course's name, holes and tees (the functions carry the change to the cards of events on it). */
export async function updateCourse(id: string, values: CourseValues): Promise<void> {
  await save(setDoc(doc(collectionRef('courses').withConverter(null), id), values));
}

/** A course an event is played on: it is not deleted (its cards would lose their holes). */
export class CourseInUse extends Error {
  constructor(readonly events: string[]) {
    super(`It is the course of ${events.join(', ')}: choose another course for ${events.length > 1 ? 'them' : 'it'} first.`);
    this.name = 'CourseInUse';
  }
}

/** Deletes a course no event is played on. */
export async function deleteCourse(id: string): Promise<void> {
  const events = await eventsOnCourse(id);
  if (events.length > 0) throw new CourseInUse(events);
  await save(deleteDoc(courseRef(id)));
}

/**
 * Saves a tournament's groups as the panel has them, in one batch: each group
 * written whole (groupDoc: 1-4 players, the marker one of them, "HH:mm"), the
 * saved groups no longer in the draw deleted. Nothing is written when a group
 * fails its shape.
 */
export async function saveGroups(tournamentId: string, groups: readonly DraftGroup[], savedIds: readonly string[]): Promise<void> {
  const docs = groups.map(({ id, teeTime, startHole, memberIds, markerId }) => ({
    id,
    fields: groupDoc.parse({ teeTime, startHole, memberIds, markerId }),
  }));
  const batch = writeBatch(db);
  const keep = new Set(docs.map((d) => d.id));
  for (const { id, fields } of docs) batch.set(doc(tournamentGroups(tournamentId).withConverter(null), id), fields);
  for (const id of savedIds) if (!keep.has(id)) batch.delete(doc(tournamentGroups(tournamentId).withConverter(null), id));
  await save(batch.commit());
}

/** Publishes (or withdraws) a tournament's groups: members are told them and the dashboard shows them from then on. */
export async function setGroupsPublished(tournamentId: string, published: boolean): Promise<void> {
  await save(updateDoc(tournamentRef(tournamentId), { groupsPublished: published }));
}

/** An admin verifies a submitted or attested card: it is locked, and the functions write the member's score from it. */
export async function verifyCard(kind: EventKind, eventId: string, memberId: string): Promise<void> {
  await save(updateDoc(cardRef(kind, eventId, memberId), { status: 'verified' }));
}

/** An admin reopens a card (submitted, attested or verified): the marker and the player can enter strokes again. */
export async function reopenCard(kind: EventKind, eventId: string, memberId: string): Promise<void> {
  await save(updateDoc(cardRef(kind, eventId, memberId), { status: 'open', disputedHole: null }));
}

/**
 * An admin corrects one hole of any card, whatever its status (a verified card
 * stays verified): through the correctCard callable, which writes only that
 * hole and logs a card that is no longer open (who, when, which hole, before
 * and after) in the same transaction. Strokes, or null for a pick-up.
 */
export async function correctHole(kind: EventKind, eventId: string, memberId: string, hole: number, strokes: number | null): Promise<void> {
  await callFunction('correctCard', { kind, eventId, memberId, hole, strokes });
}
