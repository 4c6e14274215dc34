import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The Admin SDK, initialised once for every function in this codebase. */
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const storage = getStorage(app);
