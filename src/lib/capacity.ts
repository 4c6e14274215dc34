/**
 * The Par 3 capacity rule (issue 28), written once: how many players a tee
 * time takes, how many places it has left, whether it is full. No SDK: the
 * schemas, the registration and waiting-list functions and the dialogs import
 * it; firestore.rules keeps its one hand-written copy (the tee time update
 * rule), held to this by tests/rules/par3.test.ts.
 */
import { TEE_TIME_DEFAULT_PLAYERS } from './schemas/par3';

export { TEE_TIME_DEFAULT_PLAYERS };

interface TeeTimePlaces {
  /** Places; absent or null: the default 4. */
  maxParticipants?: number | null;
  /** Players booked; absent or null: none. */
  currentParticipants?: number | null;
}

/** The places a tee time has: its maxParticipants, or the default 4 when it names none. */
export const teeTimeCapacity = (teeTime: Pick<TeeTimePlaces, 'maxParticipants'>): number =>
  teeTime.maxParticipants ?? TEE_TIME_DEFAULT_PLAYERS;

/** The places still free (never below 0). */
export const placesLeft = (teeTime: TeeTimePlaces): number => Math.max(0, teeTimeCapacity(teeTime) - (teeTime.currentParticipants ?? 0));

/** "Is this tee time full?": no place left. */
export const isTeeTimeFull = (teeTime: TeeTimePlaces): boolean => placesLeft(teeTime) === 0;
