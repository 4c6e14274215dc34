import { FieldPath, runTransaction, serverTimestamp, setDoc, updateDoc, deleteField } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { pageSectionFormSchema, type PageName, type PageSectionFormInput } from '@/lib/schemas/content';
import { pageRef } from './queries';
import { save } from '@/lib/data/sync';

export const DUPLICATE_SECTION = 'Content with this page and section key already exists';

/**
 * The page already has a text under that key. A plain Error, not a
 * FirebaseError: Firestore retries a transaction whose function throws a
 * FirebaseError coded 'already-exists' (up to five times, with backoff), so
 * the admin would wait seconds for the answer.
 */
class DuplicateSection extends Error {
  readonly code = 'already-exists';
  constructor() {
    super(DUPLICATE_SECTION);
    this.name = 'DuplicateSection';
  }
}

/** The write of one section: merged into the page's `sections` map (the document is created if missing). */
function sectionPatch(key: string, content: string) {
  return { sections: { [key]: content }, updatedAt: serverTimestamp() };
}

/** Adds a section text; refuses a page and key that already has one (checked in a transaction). */
export async function createSection(input: PageSectionFormInput): Promise<void> {
  const { page, key, content } = pageSectionFormSchema.parse(input);
  const ref = pageRef(page).withConverter(null);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const sections: unknown = snap.get('sections');
    if (sections && typeof sections === 'object' && Object.hasOwn(sections, key)) {
      throw new DuplicateSection();
    }
    tx.set(ref, sectionPatch(key, content), { merge: true });
  });
}

/** Saves a section's text (page and key never change on edit). */
export async function saveSection(input: PageSectionFormInput): Promise<void> {
  const { page, key, content } = pageSectionFormSchema.parse(input);
  await save(setDoc(pageRef(page).withConverter(null), sectionPatch(key, content), { merge: true }));
}

/** Removes a section's text: the page shows its default (if it has one) again. */
export async function deleteSection(page: PageName, key: string): Promise<void> {
  await save(updateDoc(pageRef(page).withConverter(null), new FieldPath('sections', key), deleteField(), 'updatedAt', serverTimestamp()));
}
