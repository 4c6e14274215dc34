/**
 * What hangs on a tournament or a Par 3 night, kept on the server
 * (docs/decisions/0006-derived-data-by-triggers.md):
 * - deleting one removes its registrations, waiting places, tee times and scores with it, in
 *   one transaction: it finishes or changes nothing (a dropped connection in
 *   the admin's browser can no longer leave half an event behind);
 * - the sponsor's name and logo shown on a tournament follow the sponsor (the
 *   admin form copies them in on save; a tournament write does not start a
 *   function, since every registration writes its tournament's count).
 * The standings follow the deleted scores through their own triggers.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { sponsorDetailsOf } from '@/lib/schemas/tournament';
import { typedDoc } from '../shared/converter';

/** Firestore's limit of writes in one transaction. */
const MAX_WRITES = 500;

function deleteAll(refs: DocumentReference[], what: string): void {
  if (refs.length > MAX_WRITES) {
    throw new HttpsError('failed-precondition', `${what} has ${refs.length - 1} documents hanging on it: too many to remove at once`);
  }
}

export async function deleteTournamentEverywhere(
  store: Firestore,
  tournamentId: string,
): Promise<{ registrations: number; waitlist: number; scores: number }> {
  const tournamentRef = typedDoc(store, 'tournaments', tournamentId);
  return store.runTransaction(async (tx) => {
    // Raw reads: a document that breaks its shape is removed all the same.
    const [tournament, registrations, waitlist, scores] = await Promise.all([
      tx.get(store.doc(tournamentRef.path)),
      tx.get(store.collection(`${tournamentRef.path}/registrations`)),
      tx.get(store.collection(`${tournamentRef.path}/waitlist`)),
      tx.get(store.collection('scores').where('tournamentId', '==', tournamentId)),
    ]);
    if (!tournament.exists) throw new HttpsError('not-found', 'Tournament not found');
    const refs = [...registrations.docs, ...waitlist.docs, ...scores.docs].map((d) => d.ref);
    refs.push(tournament.ref);
    deleteAll(refs, 'This tournament');
    for (const ref of refs) tx.delete(ref);
    return { registrations: registrations.size, waitlist: waitlist.size, scores: scores.size };
  });
}

export async function deletePar3EventEverywhere(
  store: Firestore,
  eventId: string,
): Promise<{ registrations: number; waitlist: number; teeTimes: number; scores: number }> {
  const eventRef = typedDoc(store, 'par3Events', eventId);
  return store.runTransaction(async (tx) => {
    const [event, registrations, waitlist, teeTimes, scores] = await Promise.all([
      tx.get(store.doc(eventRef.path)),
      tx.get(store.collection(`${eventRef.path}/registrations`)),
      tx.get(store.collection(`${eventRef.path}/waitlist`)),
      tx.get(store.collection(`${eventRef.path}/teeTimes`)),
      tx.get(store.collection('par3Scores').where('eventId', '==', eventId)),
    ]);
    if (!event.exists) throw new HttpsError('not-found', 'Event not found');
    const refs = [...registrations.docs, ...waitlist.docs, ...teeTimes.docs, ...scores.docs].map((d) => d.ref);
    refs.push(event.ref);
    deleteAll(refs, 'This event');
    for (const ref of refs) tx.delete(ref);
    return { registrations: registrations.size, waitlist: waitlist.size, teeTimes: teeTimes.size, scores: scores.size };
  });
}

/**
 * A sponsor changed or went: every tournament it sponsors shows its current
 * details (or none). One read of the sponsor, one query of its tournaments'
 * two fields; only those that differ are written. Returns how many changed.
 */
export async function syncSponsorOnTournaments(store: Firestore, sponsorId: string): Promise<number> {
  const details = sponsorDetailsOf((await typedDoc(store, 'sponsors', sponsorId).get()).data());
  // Raw and narrowed to the two fields: a tournament that breaks its shape elsewhere still follows its sponsor.
  const sponsored = await store.collection('tournaments').where('sponsorId', '==', sponsorId).select('sponsorName', 'sponsorLogoUrl').get();
  const stale = sponsored.docs.filter(
    (d) => d.get('sponsorName') !== details.sponsorName || d.get('sponsorLogoUrl') !== details.sponsorLogoUrl,
  );
  await Promise.all(stale.map((d) => d.ref.update({ ...details })));
  return stale.length;
}
