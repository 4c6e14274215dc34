import { liveDoc } from '@/lib/data/live-read';
import { upcomingIn } from '@/lib/data/upcoming';

/** A tournament's board digest: its registrations, scores and the live board's rows (one read for the whole field). */
export const tournamentBoardRef = (tournamentId: string) => liveDoc('tournamentBoards', tournamentId);

/** A Par 3 night's live board (par3Boards/{eventId}). */
export const par3BoardRef = (eventId: string) => liveDoc('par3Boards', eventId);

/** The next few tournaments from the start of the society's today (today's first, when any is played today). */
export const todaysTournaments = (from: Date) => upcomingIn('tournaments', from, 3);
