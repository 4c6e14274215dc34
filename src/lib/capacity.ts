/**
 * "Is this event or tee time full?", written once (issue 28). No SDK: the
 * registration and waiting-list functions, the member's and admin's screens
 * and the tests import it. firestore.rules holds the one hand-written copy of
 * the rule (a tee time's default of 4 places), which tests/unit/capacity.test.ts keeps in step.
 */

import { TEE_TIME_DEFAULT_PLAYERS } from './schemas/values';

export { TEE_TIME_DEFAULT_PLAYERS };

/** Places and how many are taken: a tournament (registeredCount), a Par 3 night (registeredCount) or a tee time (currentParticipants). */
export interface Room {
  max: number;
  taken: number;
}

/** Full when every place is taken (or more: a lowered limit). */
export const isFull = (room: Room): boolean => room.taken >= room.max;

/** Places left, never below 0. */
export const placesLeft = (room: Room): number => Math.max(0, room.max - room.taken);

/** A number as stored, or `fallback` when it is missing or unreadable. */
const stored = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A tee time's places as stored: a missing or unreadable limit is the default. */
export const teeTimeMax = (value: unknown): number => stored(value, TEE_TIME_DEFAULT_PLAYERS);

/** A counter as stored: missing is 0. */
const count = (value: unknown): number => stored(value, 0);

/** The room of a stored event (tournament or Par 3 night): its limit and registeredCount. */
export const eventRoom = (e: { maxParticipants?: unknown; registeredCount?: unknown }): Room => ({
  max: count(e.maxParticipants),
  taken: count(e.registeredCount),
});

/** The room of a stored tee time: its limit (default 4) and currentParticipants. */
export const teeTimeRoom = (t: { maxParticipants?: unknown; currentParticipants?: unknown }): Room => ({
  max: teeTimeMax(t.maxParticipants),
  taken: count(t.currentParticipants),
});

/**
 * Whether anyone holds a place of the kind an event's counter counts (`registeredCount`,
 * `waitlistCount`). The functions keep each counter in the same transaction as the places
 * it counts, so at 0 no member holds one: the dashboard follows a member's own place only
 * on the events where one can be (one read per such event, not one per upcoming event).
 */
export const placesHeld = (counter: unknown): boolean => count(counter) > 0;

/** Free places on a Par 3 night: its own limit and its tee times' together (a night without tee times has none yet). */
export function nightPlacesLeft(night: Room, teeTimes: readonly Room[]): number {
  const onTees = teeTimes.reduce((sum, t) => sum + placesLeft(t), 0);
  return Math.max(0, Math.min(placesLeft(night), onTees));
}
