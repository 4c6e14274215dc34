import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { personalInfoSchema, type PersonalInfoInput } from '../schemas';
import { profileRef } from '@/lib/data/refs';
import { emailPreferences, type EmailPreferences } from '@/lib/schemas/profile';
import { save } from '@/lib/data/sync';

/** Saves the member's personal fields (the rules let the owner change only these); empty handicap and date of birth are null. */
export async function updateProfile(uid: string, input: PersonalInfoInput): Promise<void> {
  await save(updateDoc(profileRef(uid).withConverter(null), { ...personalInfoSchema.parse(input), updatedAt: serverTimestamp() }));
}

/** The member's mail switches (issue 20): both written at once, as the rules require. */
export async function updateEmailPreferences(uid: string, preferences: EmailPreferences): Promise<void> {
  await save(
    updateDoc(profileRef(uid).withConverter(null), {
      emailPreferences: emailPreferences.parse(preferences),
      updatedAt: serverTimestamp(),
    }),
  );
}
