import { orderBy, query } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

/** The member's registration (its id is the member's uid): the pre-check and the dashboard lists. */
export const par3RegistrationRef = (eventId: string, uid: string) => docRef('par3Registrations', uid, { eventId });

/** An event's tee times, earliest first. */
export const teeTimesOf = (eventId: string) => query(collectionRef('teeTimes', { eventId }), orderBy('teeTime'));
