import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { collections, type CollectionName, type DocOf } from '../../../src/lib/schemas/collections';
import { parseStored } from '../../../src/lib/schemas/stored';
import { useEmulatorEnv } from '../../../scripts/lib/emulators';
import { PROJECT_ID } from '../../../scripts/lib/run';

useEmulatorEnv();

function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

/** The seeded emulator data, read directly (to find ids and check what a screen wrote). */
export function emulatorDb() {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}

/**
 * A stored document as the app reads it (its collection's read shape, decision
 * 0009), or undefined when it does not exist. Throws, naming the document, when
 * what a screen wrote does not parse.
 */
export async function readAs<K extends CollectionName>(name: K, path: string): Promise<DocOf<K> | undefined> {
  const snap = await emulatorDb().doc(path).get();
  return snap.exists ? (parseStored(collections[name].read, snap.data(), path) as DocOf<K>) : undefined;
}

/** Every document of a top-level collection as the app reads it, with its id. */
export async function readAll<K extends CollectionName>(name: K): Promise<(DocOf<K> & { id: string })[]> {
  const snap = await emulatorDb().collection(collections[name].path).get();
  return snap.docs.map((d) => ({ id: d.id, ...(parseStored(collections[name].read, d.data(), d.ref.path) as DocOf<K>) }));
}
