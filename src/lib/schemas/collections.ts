import type { z } from 'zod';
import { heroSlideDoc, pageContentDoc } from './content';
import { mailDoc } from './mail';
import { memberDoc, roleDoc } from './member';
import { newsDoc } from './news';
import { par3EventDoc, par3RegistrationDoc, par3ScoreDoc, teeTimeDoc } from './par3';
import { profileDoc } from './profile';
import { sponsorDoc } from './sponsor';
import { par3StandingsDoc, standingsDoc } from './standings';
import { teamDoc, teamMemberDoc } from './team';
import { scoreDoc, tournamentDoc, tournamentRegistrationDoc } from './tournament';

/**
 * Every Firestore collection: where it lives and the one schema of its
 * documents (docs/decisions/0001-data-model.md, 0009-shapes-defined-once.md).
 * Subcollection paths name their parent's id in braces; `collectionPath`
 * fills them in. firestore.rules is the one hand-written second copy, held to
 * these shapes by tests/rules/shapes.test.ts.
 */
export interface CollectionDef<S extends z.ZodObject = z.ZodObject> {
  path: string;
  doc: S;
}

export const collections = {
  profiles: { path: 'profiles', doc: profileDoc },
  members: { path: 'members', doc: memberDoc },
  roles: { path: 'roles', doc: roleDoc },
  teams: { path: 'teams', doc: teamDoc },
  teamMembers: { path: 'teamMembers', doc: teamMemberDoc },
  tournaments: { path: 'tournaments', doc: tournamentDoc },
  tournamentRegistrations: { path: 'tournaments/{tournamentId}/registrations', doc: tournamentRegistrationDoc },
  scores: { path: 'scores', doc: scoreDoc },
  standings: { path: 'standings', doc: standingsDoc },
  par3Events: { path: 'par3Events', doc: par3EventDoc },
  teeTimes: { path: 'par3Events/{eventId}/teeTimes', doc: teeTimeDoc },
  par3Registrations: { path: 'par3Events/{eventId}/registrations', doc: par3RegistrationDoc },
  par3Scores: { path: 'par3Scores', doc: par3ScoreDoc },
  par3Standings: { path: 'par3Standings', doc: par3StandingsDoc },
  news: { path: 'news', doc: newsDoc },
  sponsors: { path: 'sponsors', doc: sponsorDoc },
  heroSlides: { path: 'heroSlides', doc: heroSlideDoc },
  pageContent: { path: 'pageContent', doc: pageContentDoc },
  mail: { path: 'mail', doc: mailDoc },
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
export function collectionPath<K extends CollectionName>(name: K, ...params: Params<Collections[K]['path']> extends never ? [] : [PathParams<K>]): string {
  const values = (params[0] ?? {}) as Record<string, string>;
  return collections[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (!value) throw new Error(`${name}: missing ${key}`);
    return value;
  });
}
