import { getDoc, updateDoc } from 'firebase/firestore';
import { callFunction } from '@/lib/data/callable';
import { docRef } from '@/lib/data/refs';
import { sponsorDetailsOf } from '@/lib/schemas/tournament';
import { societyDay, societyMoment } from '@/lib/dates';
import type { TournamentValues } from '../schemas';
import { addRecord } from '@/lib/data/add';
import { save } from '@/lib/data/sync';

/**
 * The stored fields of a form: the date at the tee-off time, the sponsor's name
 * and logo copied in (the functions keep them in step when the sponsor changes).
 */
async function storedFields(values: TournamentValues) {
  const sponsor = values.sponsorId ? (await getDoc(docRef('sponsors', values.sponsorId))).data() : undefined;
  const day = societyDay(values.date);
  const time = /^\d{2}:\d{2}$/.test(values.teeOffTime) ? values.teeOffTime : '00:00';
  return { ...values, date: societyMoment(day, time) ?? values.date, ...sponsorDetailsOf(sponsor) };
}

/** Creates a tournament with no registrations yet; resolves to its id. */
export async function createTournament(values: TournamentValues): Promise<string> {
  return addRecord('tournaments', { ...(await storedFields(values)), registeredCount: 0, groupsPublished: false });
}

/** Saves the form's fields; the registered count stays the callables' (the rules refuse any change to it). */
export async function updateTournament(id: string, values: TournamentValues): Promise<void> {
  await save(updateDoc(docRef('tournaments', id), await storedFields(values)));
}

export async function registerMember(tournamentId: string, memberId: string, handicap: number | null): Promise<void> {
  await callFunction('registerForTournament', { tournamentId, memberId, handicap });
}

export async function unregisterMember(tournamentId: string, memberId: string): Promise<void> {
  await callFunction('withdrawFromTournament', { tournamentId, memberId });
}

/**
 * Deletes a tournament with its registrations and scores, on the server in one
 * transaction (the deleteTournament callable): it finishes or changes nothing.
 * The standings follow the deleted scores.
 */
export async function deleteTournament(tournamentId: string): Promise<void> {
  await callFunction('deleteTournament', { tournamentId });
}
