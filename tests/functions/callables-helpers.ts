/**
 * Fixtures for the callables tests: events written with the Admin SDK as an
 * admin's form would, and a snapshot of everything a registration callable
 * may touch (to prove a refused call changed nothing).
 */
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Par3EventDoc, TeeTimeDoc } from '@/lib/schemas/par3';
import type { TournamentDoc, TournamentRegistrationDoc } from '@/lib/schemas/tournament';
import { par3EventFor, teeTimeFor, tournamentFor, tournamentRegistrationFor as buildRegistration } from '../support/builders';
import { clearAll, daysFromNow, db, PROJECT_ID } from './helpers';
import { useEmulatorEnv } from '../../scripts/lib/emulators';

/** A tournament as an admin's form would save it (no registrations yet), checked by the tournaments schema. */
export async function makeTournament(id: string, overrides: Partial<TournamentDoc> = {}): Promise<void> {
  await db.doc(`tournaments/${id}`).set(tournamentFor(`Tournament ${id}`, overrides));
}

/** A Par 3 event and its tee times (default 18:00 for 4), checked by their schemas. */
export async function makePar3Event(
  id: string,
  teeTimes: Record<string, Partial<TeeTimeDoc>>,
  overrides: Partial<Par3EventDoc> = {},
): Promise<void> {
  await db.doc(`par3Events/${id}`).set(par3EventFor(`Par 3 ${id}`, overrides));
  await Promise.all(Object.entries(teeTimes).map(([teeTimeId, t]) => db.doc(`par3Events/${id}/teeTimes/${teeTimeId}`).set(teeTimeFor(t))));
}

/** A registration as registerForTournament writes it (for fixtures that need places already taken). */
export function tournamentRegistrationFor(memberId: string, overrides: Partial<TournamentRegistrationDoc> = {}): TournamentRegistrationDoc {
  return buildRegistration({ uid: memberId }, overrides);
}

/** Registration ids (member uids) under a tournament or Par 3 event. */
export async function registrationIds(parentPath: string): Promise<string[]> {
  const snap = await db.collection(`${parentPath}/registrations`).get();
  return snap.docs.map((d) => d.id).sort();
}

/** Fields a trigger adds in the background after a fixture's write (a profile's searchTerms, issue 31): not what a callable changed. */
const BACKGROUND_FIELDS = new Set(['searchTerms']);

/** A stable JSON picture of the given documents and registration lists (timestamps as millis; background fields left out). */
export async function snapshot(docPaths: string[], registrationParents: string[]): Promise<string> {
  const docs = await Promise.all(docPaths.map(async (p) => [p, (await db.doc(p).get()).data() ?? null] as const));
  const regs = await Promise.all(
    registrationParents.map(async (p) => {
      const snap = await db.collection(`${p}/registrations`).get();
      return [p, snap.docs.map((d) => [d.id, d.data()])] as const;
    }),
  );
  return JSON.stringify({ docs, regs }, (key, value: unknown) =>
    BACKGROUND_FIELDS.has(key) ? undefined : value instanceof Timestamp ? value.toMillis() : value,
  );
}

useEmulatorEnv();
const STORAGE_APP = 'callables-storage';
const storageApp =
  getApps().find((a) => a.name === STORAGE_APP) ??
  initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, STORAGE_APP);

/** The default bucket on the Storage emulator (where avatars live). */
export const bucket = () => getStorage(storageApp).bucket();
export const closeStorage = () => deleteApp(storageApp);

/** The claims of a fresh ID token (its payload, decoded without verification: the emulator's tokens are unsigned). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** clearAll (which retries the emulator's 409 itself). */
export const clearAllSettled = clearAll;

/**
 * Documents as the data contract allows them (docs/decisions/0009): only the fields it
 * requires, written with the Admin SDK as the console, an import or an older version
 * would. `nulls` adds null for each optional field. No counter the functions keep.
 */
export const contractMinimal = {
  tournament: (nulls = false) => ({
    name: 'Contract Cup',
    date: Timestamp.fromDate(daysFromNow(7)),
    location: 'Dubai Creek',
    format: 'stroke_play',
    maxParticipants: 40,
    status: 'upcoming',
    ...(nulls
      ? { description: null, agenda: null, teeOffTime: null, imageUrl: null, sponsorId: null, sponsorName: null, sponsorLogoUrl: null }
      : {}),
  }),
  par3Event: (nulls = false) => ({
    name: 'Contract Night',
    date: Timestamp.fromDate(daysFromNow(3)),
    location: 'Els Club',
    maxParticipants: 40,
    status: 'upcoming',
    ...(nulls ? { description: null } : {}),
  }),
  teeTime: (maxParticipants?: number) => ({ teeTime: '18:00', ...(maxParticipants === undefined ? {} : { maxParticipants }) }),
  team: (nulls = false) => ({
    name: 'Contract Team',
    color: '#225533',
    ...(nulls ? { logoUrl: null, description: null, captainId: null, isGuest: null } : {}),
  }),
};

/** Writes a contract-minimal Par 3 night and its tee times (no counters anywhere). */
export async function makeMinimalPar3Event(id: string, teeTimes: Record<string, number | undefined>, nulls = false): Promise<void> {
  await db.doc(`par3Events/${id}`).set(contractMinimal.par3Event(nulls));
  await Promise.all(Object.entries(teeTimes).map(([t, max]) => db.doc(`par3Events/${id}/teeTimes/${t}`).set(contractMinimal.teeTime(max))));
}
