import { addDoc, deleteDoc, updateDoc } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';
import { sponsorFormSchema, type SponsorFormInput } from '@/lib/schemas/sponsor';
import { sponsorRef } from './queries';

/** Adds a sponsor; resolves to its id. */
export async function createSponsor(input: SponsorFormInput): Promise<string> {
  const ref = await addDoc(collectionRef('sponsors').withConverter(null), sponsorFormSchema.parse(input));
  return ref.id;
}

/** Saves every field of the form (fields the form does not know, written by a newer version, stay). */
export async function updateSponsor(id: string, input: SponsorFormInput): Promise<void> {
  await updateDoc(sponsorRef(id).withConverter(null), sponsorFormSchema.parse(input));
}

/** Shows or hides a sponsor on the public pages. */
export async function setSponsorActive(id: string, active: boolean): Promise<void> {
  await updateDoc(sponsorRef(id), { active });
}

export async function deleteSponsor(id: string): Promise<void> {
  await deleteDoc(sponsorRef(id));
}
