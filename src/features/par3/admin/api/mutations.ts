import { addDoc, deleteDoc, getDocs, query, updateDoc, where, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { callFunction } from '@/lib/data/callable';
import { collectionRef } from '@/lib/data/refs';
import { par3EventFormSchema, teeTimeFormSchema, type Par3EventFormInput, type TeeTimeFormInput } from '@/lib/schemas/par3';
import {
  registerForPar3Schema,
  withdrawFromPar3Schema,
  type RegisterForPar3Input,
  type WithdrawFromPar3Input,
} from '@/lib/schemas/registrations';
import { editEventSchema } from './schemas';
import { eventRef, teeTimeRef } from './queries';

/** A new event: status upcoming, no one registered yet. */
export async function createEvent(input: Par3EventFormInput): Promise<string> {
  const fields = par3EventFormSchema.parse(input);
  const ref = await addDoc(collectionRef('par3Events').withConverter(null), { ...fields, status: 'upcoming', registeredCount: 0 });
  return ref.id;
}

/** Saves an event's fields; the status is set to upcoming on every update (admin spec section 4). */
export async function updateEvent(id: string, input: Par3EventFormInput): Promise<void> {
  const fields = editEventSchema.parse(input);
  await updateDoc(eventRef(id), { ...fields, status: 'upcoming' });
}

/**
 * Deletes an event and leaves nothing behind: each registration is withdrawn
 * through the callable (it frees the places), then the event's tee times, its
 * Par 3 scores (the standings follow) and the event go in one batch.
 */
export async function deleteEvent(id: string): Promise<void> {
  const registrations = await getDocs(collectionRef('par3Registrations', { eventId: id }).withConverter(null));
  for (const registration of registrations.docs) {
    await withdrawMember({ eventId: id, memberId: registration.id });
  }
  const [teeTimes, scores] = await Promise.all([
    getDocs(collectionRef('teeTimes', { eventId: id }).withConverter(null)),
    getDocs(query(collectionRef('par3Scores').withConverter(null), where('eventId', '==', id))),
  ]);
  const batch = writeBatch(db);
  for (const doc of [...teeTimes.docs, ...scores.docs]) batch.delete(doc.ref);
  batch.delete(eventRef(id));
  await batch.commit();
}

export async function addTeeTime(eventId: string, input: TeeTimeFormInput): Promise<void> {
  const fields = teeTimeFormSchema.parse(input);
  await addDoc(collectionRef('teeTimes', { eventId }).withConverter(null), { ...fields, currentParticipants: 0 });
}

/** Changes a tee time's start or places (the rules refuse fewer places than are taken). */
export async function updateTeeTime(eventId: string, id: string, input: TeeTimeFormInput): Promise<void> {
  await updateDoc(teeTimeRef(eventId, id), teeTimeFormSchema.parse(input));
}

/** Deletes a tee time nobody is booked on (the rules refuse a booked one). */
export async function deleteTeeTime(eventId: string, id: string): Promise<void> {
  await deleteDoc(teeTimeRef(eventId, id));
}

/** Registers a member on a tee time through the callable (it keeps the counters and refuses a full tee time). */
export async function registerMember(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', registerForPar3Schema.parse(input));
}

export async function withdrawMember(input: WithdrawFromPar3Input): Promise<void> {
  await callFunction('withdrawFromPar3', withdrawFromPar3Schema.parse(input));
}

