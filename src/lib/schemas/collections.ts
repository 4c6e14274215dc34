import type { z } from 'zod';
import { calendarTokenDoc, calendarTokenRead } from './calendar';
import { rosterDoc, rosterRead, tournamentBoardDoc, tournamentBoardRead } from './digests';
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
import { teamDoc, teamMemberDoc, teamMemberRead, teamRead } from './team';
import { scoreDoc, scoreRead, tournamentDoc, tournamentRead, tournamentRegistrationDoc, tournamentRegistrationRead } from './tournament';

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
  profiles: { path: 'profiles', doc: profileDoc, read: profileRead },
  members: { path: 'members', doc: memberDoc, read: memberRead },
  roles: { path: 'roles', doc: roleDoc, read: roleRead },
  teams: { path: 'teams', doc: teamDoc, read: teamRead },
  teamMembers: { path: 'teamMembers', doc: teamMemberDoc, read: teamMemberRead },
  tournaments: { path: 'tournaments', doc: tournamentDoc, read: tournamentRead },
  tournamentRegistrations: {
    path: 'tournaments/{tournamentId}/registrations',
    doc: tournamentRegistrationDoc,
    read: tournamentRegistrationRead,
  },
  tournamentWaitlist: { path: 'tournaments/{tournamentId}/waitlist', doc: waitlistDoc, read: waitlistRead },
  scores: { path: 'scores', doc: scoreDoc, read: scoreRead },
  standings: { path: 'standings', doc: standingsDoc, read: standingsRead },
  par3Events: { path: 'par3Events', doc: par3EventDoc, read: par3EventRead },
  teeTimes: { path: 'par3Events/{eventId}/teeTimes', doc: teeTimeDoc, read: teeTimeRead },
  par3Registrations: { path: 'par3Events/{eventId}/registrations', doc: par3RegistrationDoc, read: par3RegistrationRead },
  par3Waitlist: { path: 'par3Events/{eventId}/waitlist', doc: waitlistDoc, read: waitlistRead },
  par3Scores: { path: 'par3Scores', doc: par3ScoreDoc, read: par3ScoreRead },
  par3Standings: { path: 'par3Standings', doc: par3StandingsDoc, read: par3StandingsRead },
  // The day of play (issue 28): courses, a tournament's groups, each member's card.
  courses: { path: 'courses', doc: courseDoc, read: courseRead },
  tournamentGroups: { path: 'tournaments/{tournamentId}/groups', doc: groupDoc, read: groupRead },
  tournamentCards: { path: 'tournaments/{tournamentId}/cards', doc: cardDoc, read: cardRead },
  par3Cards: { path: 'par3Events/{eventId}/cards', doc: cardDoc, read: cardRead },
  tournamentCorrections: { path: 'tournaments/{tournamentId}/cards/{memberId}/corrections', doc: correctionDoc, read: correctionRead },
  par3Corrections: { path: 'par3Events/{eventId}/cards/{memberId}/corrections', doc: correctionDoc, read: correctionRead },
  news: { path: 'news', doc: newsDoc, read: newsRead },
  sponsors: { path: 'sponsors', doc: sponsorDoc, read: sponsorRead },
  heroSlides: { path: 'heroSlides', doc: heroSlideDoc, read: heroSlideRead },
  pageContent: { path: 'pageContent', doc: pageContentDoc, read: pageContentRead },
  mail: { path: 'mail', doc: mailDoc, read: mailRead },
  calendarTokens: { path: 'calendarTokens', doc: calendarTokenDoc, read: calendarTokenRead },
  rosters: { path: 'rosters', doc: rosterDoc, read: rosterRead },
  tournamentBoards: { path: 'tournamentBoards', doc: tournamentBoardDoc, read: tournamentBoardRead },
} as const satisfies Record<string, CollectionDef>;

export type Collections = typeof collections;
export type CollectionName = keyof Collections;
/** The stored document of a collection, as the app reads it (moments as Dates). */
export type DocOf<K extends CollectionName> = z.infer<Collections[K]['doc']>;

/** The id of the one document of standings and par3Standings. */
export const CURRENT = 'current';

type Params<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | Params<Rest> : never;
/** The parent ids a collection path needs (`{ tournamentId }` for tournament registrations; none for top-level ones). */
export type PathParams<K extends CollectionName> = Record<Params<Collections[K]['path']>, string>;

/** The collection's path with its parent ids filled in: `tournaments/spring/registrations`. */
export function collectionPath<K extends CollectionName>(
  name: K,
  ...params: Params<Collections[K]['path']> extends never ? [] : [PathParams<K>]
): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  return collections[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (!value) throw new Error(`${name}: missing ${key}`);
    return value;
  });
}
