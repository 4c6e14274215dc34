/**
 * What every handler module starts with: the common options (set once), the
 * environment (parsed once) and the Admin SDK (initialised once). Cores take
 * their Firestore instance as an argument instead, so tests can call them
 * against the emulator without loading this.
 */
import './options';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

export { env } from './env';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const adminAuth = getAuth(app);
export const storage = getStorage(app);
