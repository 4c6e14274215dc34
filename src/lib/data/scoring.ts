/**
 * Typed references of the day of play (issue 28): courses, a tournament's
 * groups and the cards of a tournament or a Par 3 night, read through their
 * collections' schemas (src/lib/schemas/scoring.ts), and the one way a card's
 * entries are written: field paths naming only the holes entered, so two
 * phones entering different holes both keep theirs (the rules refuse a write
 * that changes any other hole).
 */
import type { CollectionReference, DocumentReference } from 'firebase/firestore';
import type { StrokesMap } from '../schemas/scoring';
import { collectionRef, docRef, type Row } from './refs';

/** Which kind of event a card or group belongs to. */
export type EventKind = 'tournament' | 'par3';

export type CourseRow = Row<'courses'>;
export type GroupRow = Row<'tournamentGroups'>;
export type CardRow = Row<'tournamentCards'>;

export const coursesRef = () => collectionRef('courses');
export const courseRef = (courseId: string) => docRef('courses', courseId);

/** A tournament's groups (a Par 3 night's groups are its tee times). */
export const groupsRef = (tournamentId: string) => collectionRef('tournamentGroups', { tournamentId });
export const groupRef = (tournamentId: string, groupId: string) => docRef('tournamentGroups', groupId, { tournamentId });

/** The cards of an event (one per registered member, id = the member's uid). */
export function cardsRef(kind: EventKind, eventId: string): CollectionReference<CardRow> {
  return kind === 'tournament' ? collectionRef('tournamentCards', { tournamentId: eventId }) : collectionRef('par3Cards', { eventId });
}

export function cardRef(kind: EventKind, eventId: string, memberId: string): DocumentReference<CardRow> {
  return kind === 'tournament'
    ? docRef('tournamentCards', memberId, { tournamentId: eventId })
    : docRef('par3Cards', memberId, { eventId });
}

/**
 * The update that enters holes on a card: `{ 'strokes.7': 5, 'strokes.8': null }`
 * (null: a pick-up). Only the named holes change; pass 'playerStrokes' for the
 * player's own record. Use with updateDoc (web or Admin SDK alike).
 */
export function strokesUpdate(
  entries: StrokesMap | Record<string, number | null>,
  field: 'strokes' | 'playerStrokes' = 'strokes',
): Record<string, number | null> {
  return Object.fromEntries(Object.entries(entries).map(([hole, value]) => [`${field}.${hole}`, value ?? null]));
}
