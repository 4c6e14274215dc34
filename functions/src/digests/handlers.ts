/**
 * The triggers that keep the digests (core.ts): the teams page's member cards
 * (rosters/current) and each tournament's field and results
 * (tournamentBoards/{tournamentId}).
 */
import { CURRENT } from '@/lib/schemas/collections';
import { db } from '../shared/runtime';
import { onDocumentWritten } from '../shared/handlers';
import { keepDigestEntry } from './core';

export const onCardWrittenRoster = onDocumentWritten('members/{uid}', async (event) => {
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

export const onRegistrationWrittenBoard = onDocumentWritten('tournaments/{tournamentId}/registrations/{uid}', async (event) => {
  const { tournamentId, uid } = event.params;
  await keepDigestEntry(db, {
    ...board(tournamentId),
    field: 'registrations',
    all: db.collection(`tournaments/${tournamentId}/registrations`),
    source: db.doc(`tournaments/${tournamentId}/registrations/${uid}`),
  });
});

/** A score lists under its tournament; one moved to another tournament leaves the first. */
export const onScoreWrittenBoard = onDocumentWritten('scores/{scoreId}', async (event) => {
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

/** A deleted tournament takes its board with it. */
export const onTournamentDeletedBoard = onDocumentWritten('tournaments/{tournamentId}', async (event) => {
  if (event.data?.after.exists) return;
  await db.doc(`tournamentBoards/${event.params.tournamentId}`).delete();
});
