import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { callFunction } from '@/lib/data/callable';
import { collectionRef, docRef } from '@/lib/data/refs';
import { par3EventFormSchema, teeTimeFormSchema, type Par3EventFormInput, type TeeTimeFormInput } from '@/lib/schemas/par3';
import type { RegisterForPar3Input, WithdrawFromPar3Input } from '@/lib/schemas/registrations';
import { editEventSchema } from '../schemas';
import { teeTimeRef } from './queries';
import { addRecord } from '@/lib/data/add';
import { save } from '@/lib/data/sync';

/** A new event: status upcoming, no one registered yet. */
export async function createEvent(input: Par3EventFormInput): Promise<string> {
  const fields = par3EventFormSchema.parse(input);
  return addRecord('par3Events', { ...fields, status: 'upcoming', registeredCount: 0 });
}

/** Saves an event's fields; the status is set to upcoming on every update (admin spec section 4). */
export async function updateEvent(id: string, input: Par3EventFormInput): Promise<void> {
  const fields = editEventSchema.parse(input);
  await save(updateDoc(docRef('par3Events', id), { ...fields, status: 'upcoming' }));
}

/**
 * Deletes an event with its registrations, tee times and Par 3 scores, on the
 * server in one transaction (the deletePar3Event callable): it finishes or
 * changes nothing. The Par 3 leaderboard follows the deleted scores.
 */
export async function deleteEvent(eventId: string): Promise<void> {
  await callFunction('deletePar3Event', { eventId });
}

export async function addTeeTime(eventId: string, input: TeeTimeFormInput): Promise<void> {
  const fields = teeTimeFormSchema.parse(input);
  await save(setDoc(doc(collectionRef('teeTimes', { eventId }).withConverter(null)), { ...fields, currentParticipants: 0 }));
}

/** Changes a tee time's start or places (the rules refuse fewer places than are taken). */
export async function updateTeeTime(eventId: string, id: string, input: TeeTimeFormInput): Promise<void> {
  await save(updateDoc(teeTimeRef(eventId, id), teeTimeFormSchema.parse(input)));
}

/** Deletes a tee time nobody is booked on (the rules refuse a booked one). */
export async function deleteTeeTime(eventId: string, id: string): Promise<void> {
  await save(deleteDoc(teeTimeRef(eventId, id)));
}

/** Registers a member on a tee time through the callable (it keeps the counters and refuses a full tee time). */
export async function registerMember(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', input);
}

export async function withdrawMember(input: WithdrawFromPar3Input): Promise<void> {
  await callFunction('withdrawFromPar3', input);
}
