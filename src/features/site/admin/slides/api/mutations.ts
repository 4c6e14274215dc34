import { deleteDoc, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { heroSlideFormSchema, type HeroSlideFormInput } from '@/lib/schemas/content';
import { slideRef } from './queries';
import { addRecord } from '@/lib/data/add';
import { save } from '@/lib/data/sync';

/** Adds a slide; resolves to its id. */
export async function createSlide(input: HeroSlideFormInput): Promise<string> {
  return addRecord('heroSlides', heroSlideFormSchema.parse(input));
}

export async function updateSlide(id: string, input: HeroSlideFormInput): Promise<void> {
  await save(setDoc(slideRef(id).withConverter(null), heroSlideFormSchema.parse(input)));
}

export async function setSlideActive(id: string, isActive: boolean): Promise<void> {
  await save(updateDoc(slideRef(id), { isActive }));
}

export async function deleteSlide(id: string): Promise<void> {
  await save(deleteDoc(slideRef(id)));
}

/**
 * Stores a new order: slide `ids[i]` gets display order i + 1. One batch, so
 * visitors never see two slides with the same place; only changed slides are written.
 */
export async function reorderSlides(ids: readonly string[], current: ReadonlyMap<string, number>): Promise<void> {
  const batch = writeBatch(db);
  ids.forEach((id, index) => {
    if (current.get(id) !== index + 1) batch.update(slideRef(id), { displayOrder: index + 1 });
  });
  await save(batch.commit());
}
