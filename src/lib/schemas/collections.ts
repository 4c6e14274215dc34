import type { z } from 'zod';
import { calendarTokenDoc, calendarTokenRead } from './calendar';
import { par3BoardDoc, par3BoardRead, rosterDoc, rosterRead, tournamentBoardDoc, tournamentBoardRead } from './digests';
import { heroSlideDoc, heroSlideRead, pageContentDoc, pageContentRead } from './content';
import { mailDoc, mailRead } from './mail';
import { memberDoc, memberRead, roleDoc, roleRead } from './member';
import { newsDoc, newsRead } from './news';
import {
  par3EventDoc,
  par3EventRead,
  par3RegistrationDoc,
  par3RegistrationRead,
  par3ScoreDoc,
  par3ScoreRead,
  teeTimeDoc,
  teeTimeRead,
} from './par3';
import { profileDoc, profileRead } from './profile';
import { cardDoc, cardRead, courseDoc, courseRead, groupDoc, groupRead } from './scoring';
import { correctionDoc, correctionRead } from './corrections';
import { sponsorDoc, sponsorRead } from './sponsor';
import { par3StandingsDoc, par3StandingsRead, standingsDoc, standingsRead } from './standings';
import { waitlistDoc, waitlistRead } from './waitlist';
import { COLLECTION_PATHS, type CollectionName } from './values';
import { teamDoc, teamMemberDoc, teamMemberRead, teamRead } from './team';
import { scoreDoc, scoreRead, tournamentDoc, tournamentRead, tournamentRegistrationDoc, tournamentRegistrationRead } from './tournament';

export { CURRENT, collectionPath, type CollectionName, type PathParams } from './values';

/**
 * Every Firestore collection: where it lives and the one schema of its
 * documents (docs/decisions/0001-data-model.md, 0009-shapes-defined-once.md).
 * Subcollection paths name their parent's id in braces; `collectionPath`
 * fills them in. firestore.rules is the one hand-written second copy, held to
 * these shapes by tests/rules/shapes.test.ts.
 *
 * `doc` is the strict shape the app and the functions write (forms derive from it);
 * `read` is how every reader (app, functions, seed, tests) parses a stored document:
 * as the data contract allows, with counters and optional fields possibly absent and
 * unknown fields ignored and kept (`readShape` in stored.ts).
 */
export interface CollectionDef<S extends z.ZodObject = z.ZodObject> {
  path: string;
  doc: S;
  read: z.ZodType<z.output<S>>;
}

export const collections = {
  profiles: { path: COLLECTION_PATHS.profiles, doc: profileDoc, read: profileRead },
  members: { path: COLLECTION_PATHS.members, doc: memberDoc, read: memberRead },
  roles: { path: COLLECTION_PATHS.roles, doc: roleDoc, read: roleRead },
  teams: { path: COLLECTION_PATHS.teams, doc: teamDoc, read: teamRead },
  teamMembers: { path: COLLECTION_PATHS.teamMembers, doc: teamMemberDoc, read: teamMemberRead },
  tournaments: { path: COLLECTION_PATHS.tournaments, doc: tournamentDoc, read: tournamentRead },
  tournamentRegistrations: {
    path: COLLECTION_PATHS.tournamentRegistrations,
    doc: tournamentRegistrationDoc,
    read: tournamentRegistrationRead,
  },
  tournamentWaitlist: { path: COLLECTION_PATHS.tournamentWaitlist, doc: waitlistDoc, read: waitlistRead },
  scores: { path: COLLECTION_PATHS.scores, doc: scoreDoc, read: scoreRead },
  standings: { path: COLLECTION_PATHS.standings, doc: standingsDoc, read: standingsRead },
  par3Events: { path: COLLECTION_PATHS.par3Events, doc: par3EventDoc, read: par3EventRead },
  teeTimes: { path: COLLECTION_PATHS.teeTimes, doc: teeTimeDoc, read: teeTimeRead },
  par3Registrations: { path: COLLECTION_PATHS.par3Registrations, doc: par3RegistrationDoc, read: par3RegistrationRead },
  par3Waitlist: { path: COLLECTION_PATHS.par3Waitlist, doc: waitlistDoc, read: waitlistRead },
  par3Scores: { path: COLLECTION_PATHS.par3Scores, doc: par3ScoreDoc, read: par3ScoreRead },
  par3Standings: { path: COLLECTION_PATHS.par3Standings, doc: par3StandingsDoc, read: par3StandingsRead },
  // The day of play (issue 28): courses, a tournament's groups, each member's card.
  courses: { path: COLLECTION_PATHS.courses, doc: courseDoc, read: courseRead },
  tournamentGroups: { path: COLLECTION_PATHS.tournamentGroups, doc: groupDoc, read: groupRead },
  tournamentCards: { path: COLLECTION_PATHS.tournamentCards, doc: cardDoc, read: cardRead },
  par3Cards: { path: COLLECTION_PATHS.par3Cards, doc: cardDoc, read: cardRead },
  tournamentCorrections: { path: COLLECTION_PATHS.tournamentCorrections, doc: correctionDoc, read: correctionRead },
  par3Corrections: { path: COLLECTION_PATHS.par3Corrections, doc: correctionDoc, read: correctionRead },
  news: { path: COLLECTION_PATHS.news, doc: newsDoc, read: newsRead },
  sponsors: { path: COLLECTION_PATHS.sponsors, doc: sponsorDoc, read: sponsorRead },
  heroSlides: { path: COLLECTION_PATHS.heroSlides, doc: heroSlideDoc, read: heroSlideRead },
  pageContent: { path: COLLECTION_PATHS.pageContent, doc: pageContentDoc, read: pageContentRead },
  mail: { path: COLLECTION_PATHS.mail, doc: mailDoc, read: mailRead },
  calendarTokens: { path: COLLECTION_PATHS.calendarTokens, doc: calendarTokenDoc, read: calendarTokenRead },
  rosters: { path: COLLECTION_PATHS.rosters, doc: rosterDoc, read: rosterRead },
  tournamentBoards: { path: COLLECTION_PATHS.tournamentBoards, doc: tournamentBoardDoc, read: tournamentBoardRead },
  par3Boards: { path: COLLECTION_PATHS.par3Boards, doc: par3BoardDoc, read: par3BoardRead },
} as const satisfies { [K in CollectionName]: CollectionDef };

export type Collections = typeof collections;
/** The stored document of a collection, as the app reads it (moments as Dates). */
export type DocOf<K extends CollectionName> = z.infer<Collections[K]['doc']>;
