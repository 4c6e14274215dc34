import { deleteDoc, updateDoc } from 'firebase/firestore';
import { sponsorFormSchema, type SponsorFormInput } from '@/lib/schemas/sponsor';
import { sponsorRef } from './queries';
import { addRecord } from '@/lib/data/add';
import { save } from '@/lib/data/sync';

/** Adds a sponsor; resolves to its id. */
export async function createSponsor(input: SponsorFormInput): Promise<string> {
  return addRecord('sponsors', sponsorFormSchema.parse(input));
}

/** Saves every field of the form (fields the form does not know, written by a newer version, stay). */
export async function updateSponsor(id: string, input: SponsorFormInput): Promise<void> {
  await save(updateDoc(sponsorRef(id).withConverter(null), sponsorFormSchema.parse(input)));
}

/** Shows or hides a sponsor on the public pages. */
export async function setSponsorActive(id: string, active: boolean): Promise<void> {
  await save(updateDoc(sponsorRef(id), { active }));
}

export async function deleteSponsor(id: string): Promise<void> {
  await save(deleteDoc(sponsorRef(id)));
}
