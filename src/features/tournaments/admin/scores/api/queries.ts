import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Every tournament, most recent first (scores are entered after play). */
export const tournamentsByDate = () => query(collectionRef('tournaments'), orderBy('date', 'desc'));

/** A tournament's participants: its registrations. */
export const participants = (tournamentId: string) => collectionRef('tournamentRegistrations', { tournamentId });

/** A tournament's saved scores. */
export const tournamentScores = (tournamentId: string) => query(collectionRef('scores'), where('tournamentId', '==', tournamentId));

/** Public member cards: a participant's current team (the points count for it). */
export const memberCards = () => collectionRef('members');
