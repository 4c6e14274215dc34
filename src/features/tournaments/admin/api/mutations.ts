import { addDoc, deleteDoc, getDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { callFunction } from '@/lib/data/callable';
import { docRef, collectionRef } from '@/lib/data/refs';
import { societyDay, societyMoment } from '@/lib/dates';
import type { RegisterForTournamentInput, WithdrawFromTournamentInput } from '@/lib/schemas/registrations';
import type { Row } from '@/lib/data/refs';
import { fetchScoreIds, fetchRegistrations, tournamentRef } from './queries';
import type { TournamentValues } from '../schema';

/** The stored fields of a form: the date at the tee-off time, the sponsor's name and logo copied in. */
async function storedFields(values: TournamentValues) {
  const sponsor = values.sponsorId ? await getDoc(docRef('sponsors', values.sponsorId)) : null;
  const day = societyDay(values.date);
  const time = /^\d{2}:\d{2}$/.test(values.teeOffTime) ? values.teeOffTime : '00:00';
  return {
    ...values,
    date: societyMoment(day, time) ?? values.date,
    sponsorName: sponsor?.data()?.name ?? '',
    sponsorLogoUrl: sponsor?.data()?.logoUrl ?? '',
  };
}

/** Creates a tournament with no registrations yet; resolves to its id. */
export async function createTournament(values: TournamentValues): Promise<string> {
  const ref = await addDoc(collectionRef('tournaments').withConverter(null), { ...(await storedFields(values)), registeredCount: 0 });
  return ref.id;
}

/** Saves the form's fields; the registered count stays the callables' (the rules refuse any change to it). */
export async function updateTournament(id: string, values: TournamentValues): Promise<void> {
  await updateDoc(tournamentRef(id), await storedFields(values));
}

export async function registerMember(tournamentId: string, memberId: string, handicap: number | null): Promise<void> {
  await callFunction<RegisterForTournamentInput>('registerForTournament', { tournamentId, memberId, handicap });
}

export async function unregisterMember(tournamentId: string, memberId: string): Promise<void> {
  await callFunction<WithdrawFromTournamentInput>('withdrawFromTournament', { tournamentId, memberId });
}

export interface DeleteProgress {
  step: string;
  done: number;
  total: number;
}

const BATCH = 400;

/**
 * Deletes a tournament and everything that hangs on it, leaving no orphans:
 * 1. closes it (status completed), so no member can register meanwhile;
 * 2. withdraws every registration through the callable (which keeps the count);
 * 3. deletes its scores (the standings follow through the functions);
 * 4. deletes the tournament.
 * A retry after a failure picks up where it stopped.
 */
export async function deleteTournament(tournament: Row<'tournaments'>, onProgress: (p: DeleteProgress) => void): Promise<void> {
  const ref = tournamentRef(tournament.id);
  if (tournament.status !== 'completed') await updateDoc(ref, { status: 'completed' });

  const registrations = await fetchRegistrations(tournament.id);
  let done = 0;
  onProgress({ step: 'Removing registrations', done, total: registrations.length });
  for (const registration of registrations) {
    try {
      await unregisterMember(tournament.id, registration.memberId);
    } catch (error) {
      // Already withdrawn (by the member, or an earlier attempt): nothing left to remove.
      if ((error as { code?: unknown }).code !== 'functions/not-found') throw error;
    }
    done += 1;
    onProgress({ step: 'Removing registrations', done, total: registrations.length });
  }

  const scoreIds = await fetchScoreIds(tournament.id);
  onProgress({ step: 'Removing scores', done: 0, total: scoreIds.length });
  for (let start = 0; start < scoreIds.length; start += BATCH) {
    const batch = writeBatch(db);
    const page = scoreIds.slice(start, start + BATCH);
    page.forEach((id) => batch.delete(docRef('scores', id)));
    await batch.commit();
    onProgress({ step: 'Removing scores', done: start + page.length, total: scoreIds.length });
  }

  onProgress({ step: 'Removing the tournament', done: 0, total: 1 });
  await deleteDoc(ref);
}
