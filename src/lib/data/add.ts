import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import type { CollectionName } from '../schemas/collections';
import { collectionRef, type ParentParams } from './refs';
import { save } from './sync';

/**
 * Adds a document of these stored fields (written as they are: the rules check
 * them) under an id chosen here, so an offline write resolves at once (`save`);
 * resolves to the new id.
 */
export async function addRecord<K extends CollectionName>(name: K, fields: DocumentData, ...parent: ParentParams<K>): Promise<string> {
  const ref = doc(collectionRef(name, ...parent).withConverter(null));
  return save(setDoc(ref, fields), ref.id);
}
