import { collectionAt, liveDoc, liveQuery } from '@/lib/data/live-read';
import { upcomingIn } from '@/lib/data/upcoming';

/** Spec section 9: the schedule shows up to 12 tournaments. */
export const SCHEDULE_SIZE = 12;

/** The schedule: tournaments by date, at most 12 (live: an admin's edit shows without a reload). */
export const schedule = () => liveQuery(collectionAt('tournaments'), { orderBy: [['date', 'asc']], limit: SCHEDULE_SIZE });

/** Upcoming tournaments from `from` (the start of the society's today), soonest first; at most `count` (null: all of them). */
export const upcomingTournaments = (from: Date, count: number | null) => upcomingIn('tournaments', from, count);

/** The next upcoming tournament: the featured one. */
export const nextTournament = (from: Date) => upcomingTournaments(from, 1);

/** The season's league tournaments (for the league's real numbers). */
export const leagueTournaments = () => liveQuery(collectionAt('tournaments'), { where: [['isLeagueEvent', '==', true]] });

/** Completed tournaments, newest first. */
export const completedTournaments = () =>
  liveQuery(collectionAt('tournaments'), { where: [['status', '==', 'completed']], orderBy: [['date', 'desc']] });

export const tournamentRef = (id: string) => liveDoc('tournaments', id);

/** A tournament's registrations and scores in one document (a digest the functions keep): its page's one read of them. */
export const tournamentBoardRef = (tournamentId: string) => liveDoc('tournamentBoards', tournamentId);

/** A tournament's registrations (public: names, team and handicap only), in the order they came in. */
export const tournamentRegistrations = (tournamentId: string) =>
  liveQuery(collectionAt('tournamentRegistrations', { tournamentId }), { orderBy: [['registeredAt', 'asc']] });

/** A tournament's scores, most points first. */
export const tournamentScores = (tournamentId: string) =>
  liveQuery(collectionAt('scores'), { where: [['tournamentId', '==', tournamentId]], orderBy: [['points', 'desc']] });
