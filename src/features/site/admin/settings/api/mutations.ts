import { serverTimestamp, setDoc } from 'firebase/firestore';
import { siteSettingsRef } from './queries';
import { siteSettingsSchema, type SiteSettingsInput } from '../schemas';
import { save } from '@/lib/data/sync';

/** Saves the settings into the site_settings page (other keys, e.g. contact_email, are kept). */
export async function saveSiteSettings(input: SiteSettingsInput): Promise<void> {
  const sections = siteSettingsSchema.parse(input);
  await save(setDoc(siteSettingsRef().withConverter(null), { sections, updatedAt: serverTimestamp() }, { merge: true }));
}
