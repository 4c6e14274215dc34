import { orderBy, query } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

export { par3EventRef as eventRef, teeTimesOf as eventTeeTimes } from '../../api/queries';
export const teeTimeRef = (eventId: string, id: string) => docRef('teeTimes', id, { eventId });

/** Every Par 3 event, latest first. */
export const allEvents = () => query(collectionRef('par3Events'), orderBy('date', 'desc'));

/** An event's registrations (written only by the registration callables). */
export const eventRegistrations = (eventId: string) => query(collectionRef('par3Registrations', { eventId }), orderBy('teeTime', 'asc'));

/** Every course, for the night's course. */
export const allCourses = () => query(collectionRef('courses'), orderBy('name', 'asc'));
