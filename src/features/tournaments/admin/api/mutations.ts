import { addDoc, updateDoc } from 'firebase/firestore';
import { callFunction } from '@/lib/data/callable';
import { collectionRef } from '@/lib/data/refs';
import { societyDay, societyMoment } from '@/lib/dates';
import { tournamentRef } from './queries';
import type { TournamentValues } from '../schemas';

/** The stored fields of a form: the date at the tee-off time (the functions copy the sponsor's name and logo in). */
function storedFields(values: TournamentValues) {
  const day = societyDay(values.date);
  const time = /^\d{2}:\d{2}$/.test(values.teeOffTime) ? values.teeOffTime : '00:00';
  return { ...values, date: societyMoment(day, time) ?? values.date };
}

/** Creates a tournament with no registrations yet; resolves to its id. */
export async function createTournament(values: TournamentValues): Promise<string> {
  const ref = await addDoc(collectionRef('tournaments').withConverter(null), { ...storedFields(values), registeredCount: 0 });
  return ref.id;
}

/** Saves the form's fields; the registered count stays the callables' (the rules refuse any change to it). */
export async function updateTournament(id: string, values: TournamentValues): Promise<void> {
  await updateDoc(tournamentRef(id), storedFields(values));
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
