/**
 * The triggers that keep the digests (core.ts): the teams page's member cards
 * (rosters/current) and each tournament's field and results
 * (tournamentBoards/{tournamentId}).
 */
import { CURRENT } from '@/lib/schemas/collections';
import { db } from '../shared/runtime';
import { readOnce, whenWritten } from '../shared/handlers';
import { keepDigestEntry } from './core';
import { keepBoardRows } from './board';

export const onCardWrittenRoster = whenWritten('members/{uid}', async (event) => {
  await keepDigestEntry(db, {
    digest: db.doc(`rosters/${CURRENT}`),
    field: 'cards',
    all: db.collection('members'),
    source: db.doc(`members/${event.params.uid}`),
  });
});

const board = (tournamentId: string) => ({
  digest: db.doc(`tournamentBoards/${tournamentId}`),
  parent: db.doc(`tournaments/${tournamentId}`),
});

export const onRegistrationWrittenBoard = whenWritten('tournaments/{tournamentId}/registrations/{uid}', async (event) => {
  const { tournamentId, uid } = event.params;
  await keepDigestEntry(db, {
    ...board(tournamentId),
    field: 'registrations',
    all: db.collection(`tournaments/${tournamentId}/registrations`),
    source: db.doc(`tournaments/${tournamentId}/registrations/${uid}`),
  });
  // The live board names each card's player and team from the registration.
  if (await rowToKeep(event, `tournaments/${tournamentId}/cards/${uid}`)) {
    await keepBoardRows(db, 'tournament', tournamentId, [uid]);
  }
});

/**
 * Whether a registration's write can change a board row: not when it is new and
 * its member has no card (no card, no row: the card's own trigger makes it).
 * The card's read is the one the registration's card concern made, if it made
 * one (readOnce): a card that concern has just made gets its row from its own trigger.
 */
async function rowToKeep(event: { id: string; data?: { before: { exists: boolean } } }, cardPath: string): Promise<boolean> {
  return event.data?.before.exists === true || (await readOnce(event, db.doc(cardPath))).exists;
}

/** A score lists under its tournament; one moved to another tournament leaves the first. */
export const onScoreWrittenBoard = whenWritten('scores/{scoreId}', async (event) => {
  const tournamentOf = (data: FirebaseFirestore.DocumentData | undefined): unknown => data?.tournamentId;
  const ids = new Set([tournamentOf(event.data?.before.data()), tournamentOf(event.data?.after.data())]);
  for (const tournamentId of ids) {
    if (typeof tournamentId !== 'string' || tournamentId === '') continue;
    await keepDigestEntry(db, {
      ...board(tournamentId),
      field: 'scores',
      all: db.collection('scores').where('tournamentId', '==', tournamentId),
      source: db.doc(`scores/${event.params.scoreId}`),
      belongs: (data) => data.tournamentId === tournamentId,
    });
  }
});

/** A deleted tournament takes its board with it; a change of what the live board shows rebuilds its rows. */
export const onTournamentDeletedBoard = whenWritten('tournaments/{tournamentId}', async (event) => {
  if (!event.data?.after.exists) {
    await db.doc(`tournamentBoards/${event.params.tournamentId}`).delete();
    return;
  }
  if (boardChanged(event.data.before.data(), event.data.after.data())) {
    await keepBoardRows(db, 'tournament', event.params.tournamentId, 'all');
  }
});

// ---- The live board (board.ts, decision 0022) ----

/** The event fields the board's rows depend on. */
const BOARD_FIELDS = ['courseId', 'teeName', 'handicapAllowance', 'hiddenHoles', 'format', 'groupsPublished'] as const;
const boardChanged = (before: FirebaseFirestore.DocumentData | undefined, after: FirebaseFirestore.DocumentData | undefined) =>
  BOARD_FIELDS.some((f) => JSON.stringify(before?.[f] ?? null) !== JSON.stringify(after?.[f] ?? null));

export const onTournamentCardWrittenBoard = whenWritten('tournaments/{tournamentId}/cards/{memberId}', async (event) => {
  await keepBoardRows(db, 'tournament', event.params.tournamentId, [event.params.memberId]);
});

export const onPar3CardWrittenBoard = whenWritten('par3Events/{eventId}/cards/{memberId}', async (event) => {
  await keepBoardRows(db, 'par3', event.params.eventId, [event.params.memberId]);
});

/** A group's tee time and starting hole show on its players' rows (those who left it too). */
export const onGroupWrittenBoard = whenWritten('tournaments/{tournamentId}/groups/{groupId}', async (event) => {
  const members = (data: FirebaseFirestore.DocumentData | undefined): string[] =>
    Array.isArray(data?.memberIds) ? (data.memberIds as unknown[]).filter((m): m is string => typeof m === 'string') : [];
  const ids = [...new Set([...members(event.data?.before.data()), ...members(event.data?.after.data())])];
  if (ids.length > 0) await keepBoardRows(db, 'tournament', event.params.tournamentId, ids);
});

export const onPar3RegistrationWrittenBoard = whenWritten('par3Events/{eventId}/registrations/{uid}', async (event) => {
  const { eventId, uid } = event.params;
  if (await rowToKeep(event, `par3Events/${eventId}/cards/${uid}`)) await keepBoardRows(db, 'par3', eventId, [uid]);
});

export const onPar3EventWrittenBoard = whenWritten('par3Events/{eventId}', async (event) => {
  if (!event.data?.after.exists) {
    await db.doc(`par3Boards/${event.params.eventId}`).delete();
    return;
  }
  if (boardChanged(event.data.before.data(), event.data.after.data())) await keepBoardRows(db, 'par3', event.params.eventId, 'all');
});

/** A course's holes changed: every event on it rebuilds its board. */
export const onCourseWrittenBoard = whenWritten('courses/{courseId}', async (event) => {
  const { courseId } = event.params;
  const [tournaments, nights] = await Promise.all([
    db.collection('tournaments').where('courseId', '==', courseId).get(),
    db.collection('par3Events').where('courseId', '==', courseId).get(),
  ]);
  for (const t of tournaments.docs) await keepBoardRows(db, 'tournament', t.id, 'all');
  for (const n of nights.docs) await keepBoardRows(db, 'par3', n.id, 'all');
});
