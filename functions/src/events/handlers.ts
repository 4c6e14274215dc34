/**
 * Tournaments and Par 3 nights: deleting one with everything that hangs on it
 * (admin only), and the sponsor details a tournament shows following the sponsor.
 */
import { db } from '../shared/runtime';
import { callable, whenWritten } from '../shared/handlers';
import { deletePar3EventEverywhere, deleteTournamentEverywhere, syncSponsorOnTournaments } from './cascades';

export const deleteTournament = callable('deleteTournament', { caller: 'admin' }, async ({ tournamentId }) => {
  return { tournamentId, ...(await deleteTournamentEverywhere(db, tournamentId)) };
});

export const deletePar3Event = callable('deletePar3Event', { caller: 'admin' }, async ({ eventId }) => {
  return { eventId, ...(await deletePar3EventEverywhere(db, eventId)) };
});

/** A sponsor's name or logo changed, or the sponsor went: its tournaments follow. */
export const onSponsorWrittenTournaments = whenWritten('sponsors/{sponsorId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before && after && before.name === after.name && before.logoUrl === after.logoUrl) return;
  await syncSponsorOnTournaments(db, event.params.sponsorId);
});
